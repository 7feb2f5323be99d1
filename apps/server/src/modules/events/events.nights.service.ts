/** A series' nights, as events rows: what the series module reads and creates (in its transactions). */
import type { DbOrTx } from '../../db/client.ts';
import * as nights from './events.nights.repository.ts';
import type { EventInsert, EventRecord } from './events.write.repository.ts';

/** A night of a series: its whole events row. */
export type SeriesNight = EventRecord;

/** Every night of a series from `fromDate` on, by the rule date each stands for. */
export async function seriesNightsFrom(
  db: DbOrTx,
  seriesId: string,
  fromDate: string,
): Promise<EventRecord[]> {
  return nights.findSeriesNights(db, seriesId, fromDate);
}

/** Which of these rule dates already have their night (whatever its state). */
export async function takenSeriesDates(
  db: DbOrTx,
  seriesId: string,
  dates: readonly string[],
): Promise<Set<string>> {
  return nights.findTakenSeriesDates(db, seriesId, dates);
}

/** Creates a series' night unless its date already has one; its id, or null when it existed. */
export async function createSeriesNight(db: DbOrTx, values: EventInsert): Promise<string | null> {
  return nights.insertSeriesNight(db, values);
}

/** The next nights of a series that exist as events (at most `limit`), for its page. */
export async function upcomingSeriesNights(
  db: DbOrTx,
  seriesId: string,
  today: string,
  limit = 12,
): Promise<Array<{ id: string; date: string; canceled: boolean }>> {
  return nights.findUpcomingSeriesNights(db, seriesId, today, limit);
}
