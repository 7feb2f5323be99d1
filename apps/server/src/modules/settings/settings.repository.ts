/** SQL for settings, kept by account or, for visitors, by device. */
import type { TSettings } from '@glentia/core';
import { eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

export type SettingsOwner = { userId: string } | { deviceId: string };

const columns = {
  email: settings.email,
  pushNotification: settings.pushNotification,
  language: settings.language,
  darkTheme: settings.darkTheme,
  digest: settings.digest,
};

const ownerCondition = (owner: SettingsOwner) =>
  'userId' in owner ? eq(settings.userId, owner.userId) : eq(settings.deviceId, owner.deviceId);

export async function findSettings(db: DbOrTx, owner: SettingsOwner) {
  const [row] = await db.select(columns).from(settings).where(ownerCondition(owner)).limit(1);
  return row ?? null;
}

export async function saveSettings(db: DbOrTx, owner: SettingsOwner, values: TSettings) {
  const target = 'userId' in owner ? settings.userId : settings.deviceId;
  const [row] = await db
    .insert(settings)
    .values({ ...owner, ...values })
    .onConflictDoUpdate({ target, set: { ...values, updatedAt: new Date() } })
    .returning(columns);
  return row!;
}

/** Gives the device's settings to the account, unless the account has its own (they win). */
export async function moveDeviceSettingsToUser(db: DbOrTx, deviceId: string, userId: string): Promise<void> {
  await db.execute(sql`
    update settings set user_id = ${userId}, device_id = null
    where device_id = ${deviceId} and not exists (select 1 from settings mine where mine.user_id = ${userId})`);
  await db.execute(sql`delete from settings where device_id = ${deviceId}`);
}

/** The e-mail switch and language of the accounts that have settings (others keep the defaults). */
export async function findMailSettings(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Array<{ userId: string; email: boolean; language: string }>> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: settings.userId, email: settings.email, language: settings.language })
    .from(settings)
    .where(inArray(settings.userId, [...userIds]));
  return rows.flatMap((row) => (row.userId ? [{ ...row, userId: row.userId }] : []));
}

/** Everyone who chose the weekly digest: owner, how, and in which language. */
export async function findDigestSubscribers(
  db: DbOrTx,
): Promise<
  Array<{ userId: string | null; deviceId: string | null; digest: 'email' | 'push'; language: string }>
> {
  const rows = await db
    .select({
      userId: settings.userId,
      deviceId: settings.deviceId,
      digest: settings.digest,
      language: settings.language,
    })
    .from(settings)
    .where(ne(settings.digest, 'off'))
    .orderBy(settings.id);
  return rows.flatMap((row) => (row.digest === 'off' ? [] : [{ ...row, digest: row.digest }]));
}

/** Turns the digest off for an owner; the language they read Glentia in, or null without settings. */
export async function setDigestOff(db: DbOrTx, owner: SettingsOwner): Promise<{ language: string } | null> {
  const [row] = await db
    .update(settings)
    .set({ digest: 'off', updatedAt: new Date() })
    .where(ownerCondition(owner))
    .returning({ language: settings.language });
  return row ?? null;
}

/** The languages of those of these accounts and devices that have settings. */
export async function findLanguagesOf(
  db: DbOrTx,
  userIds: readonly string[],
  deviceIds: readonly string[],
): Promise<Array<{ userId: string | null; deviceId: string | null; language: string }>> {
  const conditions = [
    ...(userIds.length > 0 ? [inArray(settings.userId, [...userIds])] : []),
    ...(deviceIds.length > 0 ? [inArray(settings.deviceId, [...deviceIds])] : []),
  ];
  if (conditions.length === 0) return [];
  return db
    .select({ userId: settings.userId, deviceId: settings.deviceId, language: settings.language })
    .from(settings)
    .where(or(...conditions));
}
