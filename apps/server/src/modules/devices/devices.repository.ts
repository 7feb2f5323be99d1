/** SQL for devices: their row, shared position and push registration. */
import type { Platform } from '@glentia/core';
import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { devices } from '../../db/schema.ts';
import type { RequestDevice } from '../../plugins/device.ts';

/**
 * Makes sure the device has its row (favourites, follows and notifications refer to it). The
 * device tracker writes rows only every few seconds, so a first request may arrive before it did.
 */
export async function ensureDevice(db: DbOrTx, device: Pick<RequestDevice, 'id'> & { name?: string | null }) {
  await db
    .insert(devices)
    .values({ id: device.id, name: device.name ?? null })
    .onConflictDoNothing({ target: devices.id });
}

export async function updateDeviceLocation(
  db: DbOrTx,
  deviceId: string,
  position: { lat: number; lng: number },
): Promise<void> {
  await db
    .update(devices)
    .set({ lat: position.lat, lng: position.lng, locationUpdatedAt: new Date() })
    .where(eq(devices.id, deviceId));
}

/** When the device was first seen, or null for a device without its row yet. */
export async function findDeviceCreatedAt(db: DbOrTx, deviceId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: devices.createdAt })
    .from(devices)
    .where(eq(devices.id, deviceId));
  return row?.createdAt ?? null;
}

export async function findDevice(db: DbOrTx, deviceId: string) {
  const [row] = await db.select().from(devices).where(eq(devices.id, deviceId));
  return row ?? null;
}

/**
 * Keeps `token` as this device's push registration. A token belongs to one device only: an
 * app reinstalled under a new device id takes its token along.
 */
export async function savePushToken(
  db: DbOrTx,
  input: { deviceId: string; token: string; platform: Platform; userId?: string | null },
): Promise<void> {
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
