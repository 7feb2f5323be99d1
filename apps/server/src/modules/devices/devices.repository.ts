/** SQL for devices: their row and shared position (push registrations: push.repository.ts). */
import { count, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { affectedRows } from '../../db/results.ts';
import { devices } from '../../db/schema.ts';
import type { RequestDevice } from '../../http/device.ts';

/**
 * Makes sure the device has its row (favourites, follows and notifications refer to it). The
 * device tracker writes rows only every few seconds, so a first request may arrive before it did.
 */
export async function insertDeviceIfMissing(
  db: DbOrTx,
  device: Pick<RequestDevice, 'id'> & { name?: string | null },
) {
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

/** Notes when each device was last seen, and last seen with statistics consent (`countedAt`). */
export async function recordSightings(
  db: DbOrTx,
  sightings: { id: string; name: string | null; seenAt: Date; countedAt: Date | null }[],
): Promise<void> {
  if (sightings.length === 0) return;
  const rows = sightings.map(
    ({ id, name, seenAt, countedAt }) =>
      sql`(${id}, ${name}, ${seenAt.toISOString()}::timestamptz, ${countedAt?.toISOString() ?? null}::timestamptz)`,
  );
  await db.execute(sql`
    insert into devices (id, name, last_seen_at, counted_at)
    values ${sql.join(rows, sql`, `)}
    on conflict (id) do update set
      last_seen_at = greatest(devices.last_seen_at, excluded.last_seen_at),
      counted_at = greatest(devices.counted_at, excluded.counted_at),
      name = coalesce(excluded.name, devices.name)`);
}

/** Devices seen with statistics consent since `since`. */
export async function countDevicesCountedSince(db: DbOrTx, since: Date): Promise<number> {
  const [row] = await db.select({ total: count() }).from(devices).where(gte(devices.countedAt, since));
  return Number(row?.total ?? 0);
}

/** Devices unused since `before`, with their favourites, follows, settings and notifications (cascade). */
export async function deleteIdleDevices(db: DbOrTx, before: Date): Promise<number> {
  return affectedRows(
    await db.execute(sql`delete from devices where last_seen_at < ${before.toISOString()}::timestamptz`),
  );
}

/** The last shared position of a device, once older than `before`. */
export async function forgetOldDeviceLocations(db: DbOrTx, before: Date): Promise<number> {
  return affectedRows(
    await db.execute(sql`
      update devices set lat = null, lng = null, location_updated_at = null
      where location_updated_at < ${before.toISOString()}::timestamptz`),
  );
}

/** On logout the device is no longer the account's: pushes for the account stop going to it. */
export async function detachDevice(db: DbOrTx, deviceId: string, userId: string): Promise<void> {
  await db.execute(sql`update devices set user_id = null where id = ${deviceId} and user_id = ${userId}`);
}

/** The device, with its row made if needed, now belongs to `userId` (a login on it). */
export async function attachDeviceToUser(
  db: DbOrTx,
  device: { id: string; name: string | null },
  userId: string,
): Promise<void> {
  await db.execute(sql`
    insert into devices (id, name, user_id) values (${device.id}, ${device.name}, ${userId})
    on conflict (id) do update set user_id = excluded.user_id, name = coalesce(excluded.name, devices.name)`);
}
