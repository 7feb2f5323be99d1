import { contract } from '@glentia/core';
import { call } from '../../../lib/api-client.ts';
import { saveBlob } from '../lib/save-blob.ts';

/** `GET /api/public/glentia/{id}/calendar`: the event as an iCalendar (.ics) text. */
export function getEventCalendar(id: string): Promise<string> {
  return call(contract.events.calendar, { params: { id } }, { headers: { Accept: 'text/calendar' } });
}

/** The name the calendar file is saved under (SPEC §9). */
export function calendarFilename(id: string): string {
  return `${id}_event.ics`;
}

/** Fetches the event's calendar file and saves it as `{id}_event.ics` for the calendar app to open. */
export async function downloadEventCalendar(id: string): Promise<void> {
  const text = await getEventCalendar(id);
  saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), calendarFilename(id));
}
