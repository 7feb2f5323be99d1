/**
 * iCalendar (RFC 5545) as venues' public calendars export it, read with ical.js: the calendar's own
 * VTIMEZONE definitions, recurring events (RRULE, RDATE, EXDATE, moved or cancelled single nights
 * by RECURRENCE-ID) expanded into the nights inside the window, STATUS:CANCELLED kept.
 */
import { floorToQuarterHour } from '@glentia/core';
import ICAL from 'ical.js';
import {
  cleanText,
  creteDateTime,
  hoursBetween,
  httpsUrl,
  UnreadableSourceError,
  type UpstreamEvent,
} from './upstream.ts';

/** A runaway rule (every minute, for ever) stops here. */
const MAX_OCCURRENCES_PER_EVENT = 500;

type Time = InstanceType<typeof ICAL.Time>;
type Event = InstanceType<typeof ICAL.Event>;

/** The Crete date and clock time of a start: floating times and all-day dates are Crete's own. */
function creteStart(time: Time): { date: string; time: string | null } | null {
  const date = `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
  if (time.isDate) return { date, time: null };
  if (time.zone?.tzid === 'floating') {
    return {
      date,
      time: floorToQuarterHour(
        `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`,
      ),
    };
  }
  return creteDateTime(time.toJSDate());
}

function propertyText(event: Event, name: string): string | null {
  const value = event.component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : null;
}

function upstreamOf(event: Event, id: string, start: Time, end: Time | null): UpstreamEvent | null {
  const when = creteStart(start);
  if (!when) return null;
  const startInstant = start.isDate ? null : start.toJSDate();
  const endInstant = end && !end.isDate ? end.toJSDate() : null;
  return {
    upstreamId: id,
    title: cleanText(event.summary, 200),
    date: when.date,
    time: when.time,
    duration: hoursBetween(startInstant, endInstant),
    description: cleanText(event.description),
    venueName: cleanText(event.location, 120),
    artistNames: [],
    url: httpsUrl(propertyText(event, 'url')),
    canceled: (propertyText(event, 'status') ?? '').toUpperCase() === 'CANCELLED',
  };
}

/** The events of a calendar whose date falls inside [from, to]. */
export function readCalendar(text: string, window: { from: string; to: string }): UpstreamEvent[] {
  let root: InstanceType<typeof ICAL.Component>;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new UnreadableSourceError('not an iCalendar file');
  }
  if (root.name !== 'vcalendar') throw new UnreadableSourceError('not an iCalendar file');
  // The calendar's own zone definitions first: its times are read in them.
  for (const zone of root.getAllSubcomponents('vtimezone')) {
    const tzid = zone.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string' && !ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.register(zone);
  }
  const events = root.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  const masters = new Map<string, Event>();
  for (const event of events) if (!event.isRecurrenceException() && event.uid) masters.set(event.uid, event);
  for (const event of events) {
    if (event.isRecurrenceException()) masters.get(event.uid)?.relateException(event);
  }
  const inWindow = (item: UpstreamEvent | null): item is UpstreamEvent =>
    !!item && item.date >= window.from && item.date <= window.to;
  const found: UpstreamEvent[] = [];
  for (const master of masters.values()) {
    if (!master.startDate) continue;
    if (!master.isRecurring()) {
      const item = upstreamOf(master, master.uid, master.startDate, master.endDate ?? null);
      if (inWindow(item)) found.push(item);
      continue;
    }
    const iterator = master.iterator();
    for (let count = 0; count < MAX_OCCURRENCES_PER_EVENT; count++) {
      const next = iterator.next();
      if (!next) break;
      const details = master.getOccurrenceDetails(next);
      const item = upstreamOf(
        details.item,
        `${master.uid}/${details.recurrenceId.toString()}`,
        details.startDate,
        details.endDate,
      );
      if (!item) continue;
      if (item.date > window.to) break;
      if (inWindow(item)) {
        // A night cancelled on its own (its RECURRENCE-ID says so) or with the whole series.
        if (!item.canceled && propertyText(master, 'status')?.toUpperCase() === 'CANCELLED')
          item.canceled = true;
        found.push(item);
      }
    }
  }
  return found;
}
