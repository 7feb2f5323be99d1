/** SQL for the secret addresses of private calendar feeds. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { calendarFeeds } from '../../db/schema.ts';
import type { Owner } from '../../lib/owner.ts';

function ownedBy(owner: Owner) {
  return 'userId' in owner
    ? eq(calendarFeeds.userId, owner.userId)
    : eq(calendarFeeds.deviceId, owner.deviceId);
}

/** The owner's private feed, if one is active. */
export async function findPrivateFeed(db: DbOrTx, owner: Owner): Promise<{ createdAt: Date } | null> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(ownedBy(owner))
    .limit(1);
  return row ?? null;
}

/** Whose feed a token hash opens. */
export async function findFeedOwnerByHash(db: DbOrTx, tokenHash: string): Promise<Owner | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId, deviceId: calendarFeeds.deviceId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  return row.userId ? { userId: row.userId } : { deviceId: row.deviceId! };
}

/** Replaces the owner's feed address (the old one stops working at once); one statement, so two at once cannot clash. */
export async function replacePrivateFeed(db: DbOrTx, owner: Owner, tokenHash: string): Promise<Date> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ ...owner, tokenHash })
    .onConflictDoUpdate({
      target: 'userId' in owner ? calendarFeeds.userId : calendarFeeds.deviceId,
      set: { tokenHash, createdAt: sql`now()` },
    })
    .returning({ createdAt: calendarFeeds.createdAt });
  return row!.createdAt;
}

/** Revokes the owner's feed address; true when there was one. */
export async function deletePrivateFeed(db: DbOrTx, owner: Owner): Promise<boolean> {
  const removed = await db.delete(calendarFeeds).where(ownedBy(owner)).returning({ id: calendarFeeds.id });
  return removed.length > 0;
}
