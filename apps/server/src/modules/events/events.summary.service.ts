/** The light lists: event summaries for the timeline's windows and the map. */
import {
  addMonths,
  EVENT_WINDOW_MAX_DAYS,
  EVENT_WINDOW_MAX_EVENTS,
  summarizeEvents,
  type TEventSummaryPage,
  type TEventSummaryQuery,
  todayInAthens,
  windowEnd,
  windowEndByCount,
} from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { countEventsByDay, type EventFilter } from './events.repository.ts';
import { findEvents } from './events.service.ts';

/**
 * Published events of the filter as summaries, one window at a time: the days `from … from + days −
 * 1` (62 without `days`), ending early on a whole day once they hold more than `maxEvents`, or
 * inside a day that alone holds more (then `next` is that day and `nextSkip` how many of it were
 * sent). With the range's total, and where the next window starts (so the timeline skips empty
 * weeks). No answer grows with the data: a year's summary at 100,000 events was 53.8 MB.
 */
export async function listPublicEventSummaries(
  db: DbOrTx,
  query: TEventSummaryQuery,
  today = todayInAthens(),
  { maxEvents = EVENT_WINDOW_MAX_EVENTS }: { maxEvents?: number } = {},
): Promise<TEventSummaryPage> {
  const from = query.from ?? today;
  const to = query.to ?? addMonths(from, 2);
  const skip = query.skip ?? 0;
  const filter: EventFilter = {
    from,
    to,
    counties: query.county,
    artistIds: query.artist,
    locationIds: query.location,
    publishedOnly: true,
  };
  const days = await countEventsByDay(db, filter);
  const total = days.reduce((sum, day) => sum + day.count, 0);
  // The first day's glentia already sent (`skip`) are not this window's.
  const [first] = days;
  const left = days.map((day) => (day === first ? { ...day, count: Math.max(0, day.count - skip) } : day));
  const end = windowEndByCount(left, windowEnd(from, to, query.days ?? EVENT_WINDOW_MAX_DAYS), maxEvents);
  const events = await findEvents(
    db,
    { ...filter, to: end, limit: maxEvents, offset: skip, withoutDescription: true },
    today,
  );
  const sentOfFirst = skip + events.filter((event) => event.date === first?.date).length;
  // Only a first day fuller than the window is cut (the limit); later days come whole or not at all.
  const next =
    first && sentOfFirst < first.count
      ? { next: first.date, nextSkip: sentOfFirst }
      : { next: days.find((day) => day.date > end)?.date ?? null };
  return summarizeEvents(events, { total, ...next });
}
