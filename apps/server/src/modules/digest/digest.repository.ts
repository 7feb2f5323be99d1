/** SQL of the weekly digest: one row per person and week, taken before the message leaves. */
import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { digestSends } from '../../db/schema.ts';
import type { Owner } from '../../lib/owner.ts';

/**
 * Takes this week's row for the owner; its id, or null when the week's digest is taken already (by
 * an earlier run, or another process at this moment: the unique index lets one insert win).
 */
export async function claimDigestSend(
  db: DbOrTx,
  input: { owner: Owner; week: string; channel: 'email' | 'push' },
): Promise<string | null> {
  const [row] = await db
    .insert(digestSends)
    .values({ ...input.owner, week: input.week, channel: input.channel })
    .onConflictDoNothing()
    .returning({ id: digestSends.id });
  return row?.id ?? null;
}

export async function markDigestSent(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(digestSends).set({ sentAt: at }).where(eq(digestSends.id, id));
}

/** Gives the week back (the mail could not be sent), so the job's retry can send it. */
export async function releaseDigestSend(db: DbOrTx, id: string): Promise<void> {
  await db.delete(digestSends).where(eq(digestSends.id, id));
}

/** The rows of digests taken before `before` (the retention sweep keeps a few weeks). */
export async function deleteDigestSendsBefore(db: DbOrTx, before: Date): Promise<number> {
  const removed = await db
    .delete(digestSends)
    .where(lt(digestSends.createdAt, before))
    .returning({ id: digestSends.id });
  return removed.length;
}

/** The weeks an owner's digest was taken for (tests and diagnostics). */
export async function findDigestWeeksOf(
  db: DbOrTx,
  owner: Owner,
): Promise<Array<{ week: string; channel: string; sent: boolean }>> {
  const rows = await db
    .select({ week: digestSends.week, channel: digestSends.channel, sentAt: digestSends.sentAt })
    .from(digestSends)
    .where(
      'userId' in owner ? eq(digestSends.userId, owner.userId) : eq(digestSends.deviceId, owner.deviceId),
    )
    .orderBy(digestSends.week);
  return rows.map((row) => ({ week: row.week, channel: row.channel, sent: row.sentAt !== null }));
}
