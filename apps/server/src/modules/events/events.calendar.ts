/** Events as iCalendar entries: the single-event `.ics` (SPEC §7) and the subscribable feeds share these. */
import { COUNTY_NAMES, type TEvent } from '@glentia/core';
import { type CalendarEntry, writeCalendar } from '../../lib/icalendar.ts';
import { displayTitle } from './events.presenter.ts';

/** What the calendar needs beyond the public event: its change counter and time. */
export interface CalendarEvent {
  event: TEvent;
  revision: number;
  updatedAt: Date;
}

/** `<event id>@<host>`: the same in every feed and download, so calendars merge rather than double. */
export function eventUid(eventId: string, publicUrl: string): string {
  return `${eventId}@${new URL(publicUrl).host}`;
}

export function calendarEntryOf(
  { event, revision, updatedAt }: CalendarEvent,
  publicUrl: string,
): CalendarEntry {
  const url = `${publicUrl}/glentia/${event.id}`;
  const venue = event.location
    ? [event.location.name, event.location.county ? COUNTY_NAMES[event.location.county].el : null]
        .filter(Boolean)
        .join(', ')
    : null;
  const description = [event.artists.map((artist) => artist.name).join(', '), event.description, url]
    .filter(Boolean)
    .join('\n\n');
  return {
    uid: eventUid(event.id, publicUrl),
    sequence: revision,
    changedAt: updatedAt,
    date: event.date,
    time: event.time,
    endAt: event.time && event.endAt ? new Date(event.endAt) : null,
    durationMinutes: event.duration != null ? Math.round(event.duration * 60) : null,
    summary: displayTitle(event),
    description,
    location: venue,
    geo:
      event.location?.lat != null && event.location.lng != null
        ? { lat: event.location.lat, lng: event.location.lng }
        : null,
    url,
    status: event.canceled ? 'CANCELLED' : 'CONFIRMED',
  };
}

export function eventCalendarFile(event: CalendarEvent, publicUrl: string): string {
  return writeCalendar({ name: 'Glentia' }, [calendarEntryOf(event, publicUrl)]);
}
