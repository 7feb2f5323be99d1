/** SQL for the partner's charts: whose venue an event is at, and its saves per day. */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, favorites, venueSummaries } from '../../db/schema.ts';

/** The partner running the venue of this event (null when none or no such event). */
export async function findEventPartner(
  db: DbOrTx,
  eventId: string,
): Promise<{ partnerId: string | null } | null> {
  const [row] = await db
    .select({ partnerId: venueSummaries.partnerId })
    .from(events)
    .leftJoin(venueSummaries, eq(venueSummaries.id, events.locationId))
    .where(eq(events.id, eventId));
  return row ?? null;
}

/** Saves made on each Crete day of the range (saves removed since are not counted). */
export async function countSavesByDay(db: DbOrTx, eventId: string, range: { from: string; to: string }) {
  const day = sql<string>`to_char(${favorites.createdAt} at time zone 'Europe/Athens', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, saves: sql<number>`count(*)`.mapWith(Number) })
    .from(favorites)
    .where(
      and(
        eq(favorites.eventId, eventId),
        // A day's margin either side of the range; the day expression picks the right rows.
        gte(favorites.createdAt, sql`(${range.from}::date - 1)::timestamptz`),
        lt(favorites.createdAt, sql`(${range.to}::date + 2)::timestamptz`),
      ),
    )
    .groupBy(day)
    .orderBy(asc(day));
  return rows.filter((row) => row.day >= range.from && row.day <= range.to);
}
