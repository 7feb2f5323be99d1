/** SQL of devices' push registrations: kept, forgotten, and found for a push (the push module asks). */
import type { Platform } from '@glentia/core';
import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { devices } from '../../db/schema.ts';

/**
 * Keeps `token` as this device's push registration. A token belongs to one device only: an
 * app reinstalled under a new device id takes its token along.
 */
export async function savePushToken(
  db: DbOrTx,
  input: {
    deviceId: string;
    deviceName: string | null;
    token: string;
    platform: Platform;
    userId?: string | null;
  },
): Promise<void> {
  // The device tracker writes rows every few seconds, so the first registration may come first.
  await db
    .insert(devices)
    .values({ id: input.deviceId, name: input.deviceName })
    .onConflictDoNothing({ target: devices.id });
  await db
    .update(devices)
    .set({ pushToken: null, pushTokenUpdatedAt: null })
    .where(and(eq(devices.pushToken, input.token), ne(devices.id, input.deviceId)));
  await db
    .update(devices)
    .set({
      pushToken: input.token,
      platform: input.platform,
      pushTokenUpdatedAt: new Date(),
      // Registered while logged in: the account's notifications reach this device.
      ...(input.userId ? { userId: input.userId } : {}),
    })
    .where(eq(devices.id, input.deviceId));
}

/** Forgets push tokens the push service said are gone (404/410 or "unregistered"). */
export async function removePushTokens(db: DbOrTx, tokens: readonly string[]): Promise<number> {
  if (tokens.length === 0) return 0;
  const removed = await db
    .update(devices)
    .set({ pushToken: null, pushTokenUpdatedAt: null })
    .where(inArray(devices.pushToken, [...tokens]))
    .returning({ id: devices.id });
  return removed.length;
}

export interface PushTarget {
  deviceId: string;
  userId: string | null;
  platform: Platform | null;
  token: string;
}

/** Registered devices of these users and these visitor devices. */
export async function findPushTargets(
  db: DbOrTx,
  owners: { userIds: readonly string[]; deviceIds: readonly string[] },
): Promise<PushTarget[]> {
  const who = [];
  if (owners.userIds.length) who.push(inArray(devices.userId, [...owners.userIds]));
  if (owners.deviceIds.length) who.push(inArray(devices.id, [...owners.deviceIds]));
  if (who.length === 0) return [];
  const rows = await db
    .select({
      deviceId: devices.id,
      userId: devices.userId,
      platform: devices.platform,
      token: devices.pushToken,
    })
    .from(devices)
    .where(and(isNotNull(devices.pushToken), or(...who)));
  return rows.map((row) => ({ ...row, token: row.token! }));
}

/** For tests and diagnostics: how many devices have a push registration. */
export async function countPushRegistrations(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(devices)
    .where(isNotNull(devices.pushToken));
  return Number(row?.n ?? 0);
}
