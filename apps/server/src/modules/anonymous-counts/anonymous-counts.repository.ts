/** SQL for the counters that keep no identifier: a bare increment, or a row with no one in it. */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adEvents, events } from '../../db/schema.ts';

/** Adds one view to a published event; its new total, or null when no published event has this id. */
export async function incrementEventViews(db: DbOrTx, eventId: string): Promise<number | null> {
  const [row] = await db
    .update(events)
    .set({ views: sql`${events.views} + 1` })
    .where(and(eq(events.id, eventId), eq(events.published, true)))
    .returning({ views: events.views });
  return row ? row.views : null;
}

/** An ad VIEW or CLICK with no device and no account: only the ad, the action, the page and the time. */
export async function insertAnonymousAdEvent(
  db: DbOrTx,
  input: { adId: string; actionType: 'VIEW' | 'CLICK'; path: string | null },
): Promise<void> {
  await db.insert(adEvents).values({ ...input, deviceId: null, userId: null });
}
