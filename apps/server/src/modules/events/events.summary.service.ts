/** The light lists: event summaries for the timeline's windows and the map. */
import {
  addMonths,
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

/** No cap on a range's events: the query's span is what bounds them (at most a window or ~a year). */
const ALL = 1_000_000;

/**
 * Published events of the filter as summaries. With a window (`days`), only its events (ending
 * early on a whole day when its days hold more than `maxEvents`), the range's total, and the next
 * date with events after the window (so the timeline skips empty weeks).
 */
export async function listPublicEventSummaries(
  db: DbOrTx,
  query: TEventSummaryQuery,
  today = todayInAthens(),
  { maxEvents = EVENT_WINDOW_MAX_EVENTS }: { maxEvents?: number } = {},
): Promise<TEventSummaryPage> {
  const from = query.from ?? today;
  const to = query.to ?? addMonths(from, 2);
  const filter: EventFilter = {
    from,
    to,
    counties: query.county,
    artistIds: query.artist,
    locationIds: query.location,
    publishedOnly: true,
  };
  if (query.days === undefined) {
    const events = await findEvents(db, { ...filter, limit: ALL, withoutDescription: true }, today);
    return summarizeEvents(events, { total: events.length, next: null });
  }
  const days = await countEventsByDay(db, filter);
  const end = windowEndByCount(days, windowEnd(from, to, query.days), maxEvents);
  const events = await findEvents(db, { ...filter, to: end, limit: ALL, withoutDescription: true }, today);
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const next = days.find((day) => day.date > end)?.date ?? null;
  return summarizeEvents(events, { total, next });
}
