/** Notification, language and theme settings (SPEC §3 appSettings) for a user or a visitor's device. */
import type { TSettings, TSettingsBody, UserActor } from '@glentia/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { RequestDevice } from '../../http/device.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { ensureDevice } from '../devices/devices.service.ts';
import {
  findMailSettings,
  findSettings,
  moveDeviceSettingsToUser,
  type SettingsOwner,
  saveSettings,
} from './settings.repository.ts';

/** SPEC §3 defaults: e-mail and push on, light theme following the device, Greek. */
export const DEFAULT_SETTINGS: TSettings = {
  email: true,
  pushNotification: true,
  language: 'el',
  darkTheme: null,
};

function ownerOf(caller: UserActor | null, device: RequestDevice | null): SettingsOwner {
  if (caller) return { userId: caller.id };
  if (device) return { deviceId: device.id };
  throw new BadRequestError(
    {
      el: 'Λείπει το αναγνωριστικό συσκευής (x-device-id).',
      en: 'The device id header (x-device-id) is missing.',
    },
    'DEVICE_REQUIRED',
  );
}

const present = (row: Awaited<ReturnType<typeof findSettings>>): TSettings =>
  row ? { ...row, language: row.language === 'en' ? 'en' : 'el' } : DEFAULT_SETTINGS;

export async function getSettings(
  db: Db,
  caller: UserActor | null,
  device: RequestDevice | null,
): Promise<TSettings> {
  return present(await findSettings(db, ownerOf(caller, device)));
}

export async function updateSettings(
  db: Db,
  caller: UserActor | null,
  device: RequestDevice | null,
  body: TSettingsBody,
): Promise<TSettings> {
  const owner = ownerOf(caller, device);
  const current = present(await findSettings(db, owner));
  const next = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  if ('deviceId' in owner) await ensureDevice(db, { id: owner.deviceId });
  return present(await saveSettings(db, owner, { ...current, ...next }));
}

/** A visitor logged in: the device's settings become the account's, unless it has its own. */
export async function moveDeviceSettingsToAccount(
  db: DbOrTx,
  deviceId: string,
  userId: string,
): Promise<void> {
  await moveDeviceSettingsToUser(db, deviceId, userId);
}

/** Whether each account keeps e-mail notifications on, and in which language (defaults when unset). */
export async function mailSettingsOf(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, { email: boolean; language: string }>> {
  const found = new Map((await findMailSettings(db, userIds)).map((row) => [row.userId, row]));
  return new Map(
    userIds.map((id) => [
      id,
      { email: found.get(id)?.email ?? DEFAULT_SETTINGS.email, language: found.get(id)?.language ?? 'el' },
    ]),
  );
}
