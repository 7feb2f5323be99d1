/** Per-day view totals of events (no identifiers), for the partner's views-over-time chart. */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventViewCounts } from '../../db/schema.ts';

/** One more view of the event on `day` (a Crete date). */
export async function addViewOnDay(db: DbOrTx, eventId: string, day: string): Promise<void> {
  await db
    .insert(eventViewCounts)
    .values({ eventId, day, views: 1 })
    .onConflictDoUpdate({
      target: [eventViewCounts.eventId, eventViewCounts.day],
      set: { views: sql`${eventViewCounts.views} + 1` },
    });
}

export async function findViewsByDay(db: DbOrTx, eventId: string, range: { from: string; to: string }) {
  return db
    .select({ day: eventViewCounts.day, views: eventViewCounts.views })
    .from(eventViewCounts)
    .where(
      and(
        eq(eventViewCounts.eventId, eventId),
        gte(eventViewCounts.day, range.from),
        lte(eventViewCounts.day, range.to),
      ),
    )
    .orderBy(asc(eventViewCounts.day));
}
