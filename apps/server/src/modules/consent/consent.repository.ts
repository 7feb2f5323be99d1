import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { affectedRows } from '../../db/results.ts';
import { consentLogs } from '../../db/schema.ts';

export async function insertConsentLog(db: DbOrTx, values: typeof consentLogs.$inferInsert): Promise<void> {
  await db.insert(consentLogs).values(values);
}

export async function findConsentLogsOfDevice(db: DbOrTx, deviceId: string) {
  return db
    .select()
    .from(consentLogs)
    .where(eq(consentLogs.deviceId, deviceId))
    .orderBy(desc(consentLogs.createdAt));
}

/** Cookie-consent records older than `before`. */
export async function deleteOldConsentLogs(db: DbOrTx, before: Date): Promise<number> {
  return affectedRows(
    await db.execute(sql`delete from consent_logs where created_at < ${before.toISOString()}::timestamptz`),
  );
}

/** Names the account on the device's consent records that named none. */
export async function assignDeviceConsentLogsToUser(
  db: DbOrTx,
  deviceId: string,
  userId: string,
): Promise<void> {
  await db.execute(
    sql`update consent_logs set user_id = ${userId} where device_id = ${deviceId} and user_id is null`,
  );
}
