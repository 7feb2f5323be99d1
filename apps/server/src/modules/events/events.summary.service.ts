/** The light lists: event summaries for the timeline's windows and the map. */
import {
  addMonths,
  summarizeEvents,
  type TEventSummaryPage,
  type TEventSummaryQuery,
  todayInAthens,
  windowEnd,
} from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { countEventsByDay, type EventFilter } from './events.repository.ts';
import { findEvents } from './events.service.ts';

/** No cap on a range's events: the query's span is what bounds them (at most a window or ~a year). */
const ALL = 1_000_000;

/**
 * Published events of the filter as summaries. With a window (`days`), only its events, the
 * range's total, and the next date with events after the window (so the timeline skips empty weeks).
 */
export async function listPublicEventSummaries(
  db: DbOrTx,
  query: TEventSummaryQuery,
  today = todayInAthens(),
): Promise<TEventSummaryPage> {
  const from = query.from ?? today;
  const to = query.to ?? addMonths(from, 2);
  const end = windowEnd(from, to, query.days);
  const filter: EventFilter = {
    from,
    to: end,
    counties: query.county,
    artistIds: query.artist,
    locationIds: query.location,
    publishedOnly: true,
  };
  const [events, days] = await Promise.all([
    findEvents(db, { ...filter, limit: ALL }, today),
    query.days === undefined ? null : countEventsByDay(db, { ...filter, to }),
  ]);
  const total = days ? days.reduce((sum, day) => sum + day.count, 0) : events.length;
  const next = days?.find((day) => day.date > end)?.date ?? null;
  return summarizeEvents(events, { total, next });
}
