/** Notification, language and theme settings (SPEC §3 appSettings) for a user or a visitor's device. */
import type { TSettings, TSettingsBody, UserActor } from '@glentia/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { RequestDevice } from '../../http/device.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { ensureDevice } from '../devices/devices.service.ts';
import {
  findDigestSubscribers,
  findLanguagesOf,
  findMailSettings,
  findSettings,
  moveDeviceSettingsToUser,
  type SettingsOwner,
  saveSettings,
  setDigestOff,
} from './settings.repository.ts';

/** SPEC §3 defaults: e-mail and push on, light theme following the device, Greek. */
export const DEFAULT_SETTINGS: TSettings = {
  email: true,
  pushNotification: true,
  language: 'el',
  darkTheme: null,
  digest: 'off',
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
  if ('deviceId' in owner && body.digest === 'email') throw digestMailNeedsAccount();
  if ('deviceId' in owner) await ensureDevice(db, { id: owner.deviceId });
  return present(await saveSettings(db, owner, { ...current, ...next }));
}

const digestMailNeedsAccount = () =>
  new BadRequestError(
    {
      el: 'Για να σου έρχεται η εβδομαδιαία σύνοψη με e-mail, συνδέσου πρώτα. Χωρίς σύνδεση έρχεται με ειδοποίηση στη συσκευή.',
      en: 'Log in to get the weekly digest by e-mail. Without an account it comes as a notification on this device.',
    },
    'DIGEST_EMAIL_NEEDS_ACCOUNT',
  );

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

export interface DigestSubscriber {
  owner: { userId: string } | { deviceId: string };
  channel: 'email' | 'push';
  language: 'el' | 'en';
}

/** Every account and visitor device that chose the weekly digest, with the channel and language. */
export async function listDigestSubscribers(db: DbOrTx): Promise<DigestSubscriber[]> {
  return (await findDigestSubscribers(db)).map((row) => ({
    owner: row.userId ? { userId: row.userId } : { deviceId: row.deviceId! },
    channel: row.digest,
    language: row.language === 'en' ? 'en' : 'el',
  }));
}

/** The language a person reads Glentia in, or null when they have no settings (yet, or any more). */
export async function settingsLanguageOf(
  db: DbOrTx,
  owner: { userId: string } | { deviceId: string },
): Promise<'el' | 'en' | null> {
  const row = await findSettings(db, owner);
  return row ? (row.language === 'en' ? 'en' : 'el') : null;
}

/**
 * Turns the weekly digest off (the unsubscribe link); the language the person reads Glentia in, or
 * null when they have no settings any more (the account or device is gone).
 */
export async function turnDigestOff(
  db: DbOrTx,
  owner: { userId: string } | { deviceId: string },
): Promise<{ language: 'el' | 'en' } | null> {
  const row = await setDigestOff(db, owner);
  return row ? { language: row.language === 'en' ? 'en' : 'el' } : null;
}

/** How many accounts or devices one language lookup asks for (a query's parameters are limited). */
const LANGUAGE_BATCH = 5_000;

/**
 * The language each of these accounts and devices reads Glentia in (Greek when they never chose),
 * keyed `user:<id>` or `device:<id>`.
 */
export async function languagesOf(
  db: DbOrTx,
  owners: ReadonlyArray<{ userId: string } | { deviceId: string }>,
): Promise<(owner: { userId: string } | { deviceId: string }) => 'el' | 'en'> {
  const chosen = new Map<string, 'el' | 'en'>();
  for (let start = 0; start < owners.length; start += LANGUAGE_BATCH) {
    const batch = owners.slice(start, start + LANGUAGE_BATCH);
    const rows = await findLanguagesOf(
      db,
      batch.flatMap((owner) => ('userId' in owner ? [owner.userId] : [])),
      batch.flatMap((owner) => ('deviceId' in owner ? [owner.deviceId] : [])),
    );
    for (const row of rows) {
      const key = row.userId ? `user:${row.userId}` : `device:${row.deviceId}`;
      chosen.set(key, row.language === 'en' ? 'en' : 'el');
    }
  }
  return (owner) =>
    chosen.get('userId' in owner ? `user:${owner.userId}` : `device:${owner.deviceId}`) ?? 'el';
}
