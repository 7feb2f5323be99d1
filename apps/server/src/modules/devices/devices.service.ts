import type { TDeviceLocationBody } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import {
  attachDeviceToUser,
  countDevicesCountedSince,
  deleteIdleDevices,
  detachDevice,
  forgetOldDeviceLocations,
  insertDeviceIfMissing,
  updateDeviceLocation,
} from './devices.repository.ts';

/** Gives a visitor's device its row, for the favourites, follows and notifications that refer to it. */
export async function ensureDevice(db: DbOrTx, device: { id: string; name?: string | null }): Promise<void> {
  await insertDeviceIfMissing(db, device);
}

/** Keeps the last position the device shared (used to centre the map and order by distance). */
export async function saveDeviceLocation(
  db: DbOrTx,
  device: { id: string; name: string | null },
  position: TDeviceLocationBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureDevice(tx, device);
    await updateDeviceLocation(tx, device.id, position);
  });
}

/** Devices seen with statistics consent since `since` (daily users, people online now). */
export async function countDevicesSeenSince(db: DbOrTx, since: Date): Promise<number> {
  return countDevicesCountedSince(db, since);
}

/** Removes devices unused since `before` (the privacy policy's period), and what belongs to them. */
export async function removeIdleDevices(db: DbOrTx, before: Date): Promise<number> {
  return deleteIdleDevices(db, before);
}

/** Forgets positions shared before `before`. */
export async function forgetDeviceLocationsBefore(db: DbOrTx, before: Date): Promise<number> {
  return forgetOldDeviceLocations(db, before);
}

/** On logout the device is no longer the account's: pushes for the account stop going to it. */
export async function detachDeviceFromUser(db: DbOrTx, deviceId: string, userId: string): Promise<void> {
  await detachDevice(db, deviceId, userId);
}

/** Someone logged in on this device: it is their account's now (pushes for the account reach it). */
export async function attachDeviceToAccount(
  db: DbOrTx,
  device: { id: string; name: string | null },
  userId: string,
): Promise<void> {
  await attachDeviceToUser(db, device, userId);
}
