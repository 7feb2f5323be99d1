/** SQL: who switched push notifications off (the push module asks before sending). */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

/** Owner keys (`u:…`, `d:…`) among these that switched push notifications off. */
export async function findPushDisabledOwners(
  db: DbOrTx,
  owners: { userIds: readonly string[]; deviceIds: readonly string[] },
): Promise<Set<string>> {
  const who = [];
  if (owners.userIds.length) who.push(inArray(settings.userId, [...owners.userIds]));
  if (owners.deviceIds.length) who.push(inArray(settings.deviceId, [...owners.deviceIds]));
  if (who.length === 0) return new Set();
  const rows = await db
    .select({ userId: settings.userId, deviceId: settings.deviceId })
    .from(settings)
    .where(and(eq(settings.pushNotification, false), or(...who)));
  return new Set(rows.map((row) => (row.userId ? `u:${row.userId}` : `d:${row.deviceId}`)));
}
