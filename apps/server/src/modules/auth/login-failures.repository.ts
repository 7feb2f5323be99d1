/** SQL for failed logins, counted per e-mail address and client address (login-throttle.ts). */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { affectedRows } from '../../db/results.ts';
import { loginFailures } from '../../db/schema.ts';

/** Failures for `emailKey` since `since`: from `address`, and from every address together. */
export async function countLoginFailures(
  db: DbOrTx,
  emailKey: string,
  address: string,
  since: Date,
): Promise<{ fromHere: number; overall: number }> {
  const [row] = await db
    .select({
      fromHere: sql<number>`count(*) filter (where ${loginFailures.address} = ${address})`.mapWith(Number),
      overall: sql<number>`count(*)`.mapWith(Number),
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.emailKey, emailKey), gt(loginFailures.failedAt, since)));
  return { fromHere: row?.fromHere ?? 0, overall: row?.overall ?? 0 };
}

export async function insertLoginFailure(db: DbOrTx, emailKey: string, address: string, failedAt: Date) {
  await db.insert(loginFailures).values({ emailKey, address, failedAt });
}

/** The failures of `emailKey` from `address` only, or from every address when none is given. */
export async function deleteLoginFailures(db: DbOrTx, emailKey: string, address?: string): Promise<void> {
  const ofAccount = eq(loginFailures.emailKey, emailKey);
  await db
    .delete(loginFailures)
    .where(address === undefined ? ofAccount : and(ofAccount, eq(loginFailures.address, address)));
}

/** Failed logins older than `before` (the lock looks back 15 minutes). */
export async function deleteOldLoginFailures(db: DbOrTx, before: Date): Promise<number> {
  return affectedRows(
    await db.execute(sql`delete from login_failures where failed_at < ${before.toISOString()}::timestamptz`),
  );
}
