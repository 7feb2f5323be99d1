/** The `.ics` file of an event, for "add to calendar" (SPEC §7). */
import { addDays, COUNTY_NAMES, type TEvent } from '@glentia/core';
import { createEvent, type EventAttributes } from 'ics';
import { displayTitle } from './events.presenter.ts';

function dateParts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

function timeParts(iso: string): [number, number, number, number, number] {
  const value = new Date(iso);
  return [
    value.getUTCFullYear(),
    value.getUTCMonth() + 1,
    value.getUTCDate(),
    value.getUTCHours(),
    value.getUTCMinutes(),
  ];
}

export function eventCalendarFile(event: TEvent, publicUrl: string): string {
  const url = `${publicUrl}/glentia/${event.id}`;
  const venue = event.location
    ? [event.location.name, event.location.county ? COUNTY_NAMES[event.location.county].el : null]
        .filter(Boolean)
        .join(', ')
    : undefined;
  const description = [event.artists.map((artist) => artist.name).join(', '), event.description, url]
    .filter(Boolean)
    .join('\n\n');

  const timing: Pick<EventAttributes, 'start' | 'startInputType' | 'startOutputType'> &
    ({ end: EventAttributes['start'] } | { duration: { hours: number } }) = event.startAt
    ? {
        start: timeParts(event.startAt),
        startInputType: 'utc',
        startOutputType: 'utc',
        ...(event.endAt ? { end: timeParts(event.endAt) } : { duration: { hours: event.duration ?? 4 } }),
      }
    : { start: dateParts(event.date), end: dateParts(addDays(event.date, 1)) };

  const { error, value } = createEvent({
    ...timing,
    ...(event.startAt && event.endAt ? { endInputType: 'utc' as const, endOutputType: 'utc' as const } : {}),
    uid: `${event.id}@glentia`,
    title: displayTitle(event),
    description,
    url,
    ...(venue ? { location: venue } : {}),
    ...(event.location?.lat != null && event.location.lng != null
      ? { geo: { lat: event.location.lat, lon: event.location.lng } }
      : {}),
    status: event.canceled ? 'CANCELLED' : 'CONFIRMED',
    productId: 'glentia/ics',
    calName: 'Glentia',
  } as EventAttributes);
  if (error || !value) throw error ?? new Error('calendar file could not be written');
  return value;
}
