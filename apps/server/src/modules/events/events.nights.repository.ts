/**
 * SQL of a series' nights: each is an events row with its series and the rule date it stands for,
 * written by the series module inside its own transactions through events.nights.service.ts.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema.ts';
import type { EventInsert, EventRecord } from './events.write.repository.ts';

/** Every night of a series from `fromDate` on (by the date of the rule it stands for). */
export async function findSeriesNights(
  db: DbOrTx,
  seriesId: string,
  fromDate: string,
): Promise<EventRecord[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.seriesId, seriesId), sql`${events.seriesDate} >= ${fromDate}::date`))
    .orderBy(asc(events.seriesDate));
}

/** The nights of the rule dates in `dates` that already exist (whatever their state). */
export async function findTakenSeriesDates(
  db: DbOrTx,
  seriesId: string,
  dates: readonly string[],
): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  const rows = await db
    .select({ date: events.seriesDate })
    .from(events)
    .where(and(eq(events.seriesId, seriesId), inArray(events.seriesDate, [...dates])));
  return new Set(rows.map((row) => row.date!));
}

/**
 * Creates a night unless one exists for that series and date: the unique index decides, so two
 * workers running at once create it once. Null when it already existed.
 */
export async function insertSeriesNight(db: DbOrTx, values: EventInsert): Promise<string | null> {
  const [row] = await db
    .insert(events)
    .values(values)
    .onConflictDoNothing({ target: [events.seriesId, events.seriesDate] })
    .returning({ id: events.id });
  return row?.id ?? null;
}

/** Upcoming nights of a series that exist as events, for its page. */
export async function findUpcomingSeriesNights(db: DbOrTx, seriesId: string, today: string, limit: number) {
  return db
    .select({ id: events.id, date: events.date, canceled: events.canceled })
    .from(events)
    .where(and(eq(events.seriesId, seriesId), sql`${events.date} >= ${today}::date`))
    .orderBy(asc(events.date))
    .limit(limit);
}
