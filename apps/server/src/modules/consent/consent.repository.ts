import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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
