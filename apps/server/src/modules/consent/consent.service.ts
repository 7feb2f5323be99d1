import type { TLogConsentBody } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import {
  assignDeviceConsentLogsToUser,
  deleteOldConsentLogs,
  insertConsentLog,
} from './consent.repository.ts';

/** Keeps a cookie-consent choice as the banner reported it (SPEC §3 consent log), with who made it. */
export async function logConsent(
  db: DbOrTx,
  input: { body: TLogConsentBody; deviceId: string | null; userId?: string | null },
): Promise<void> {
  await insertConsentLog(db, {
    deviceId: input.deviceId,
    userId: input.userId ?? null,
    cookie: input.body.cookie,
    account: input.body.account ?? null,
  });
}

/** Removes consent records kept longer than the privacy policy allows (older than `before`). */
export async function removeConsentLogsBefore(db: DbOrTx, before: Date): Promise<number> {
  return deleteOldConsentLogs(db, before);
}

/** A visitor logged in: the device's consent records name the account too. */
export async function assignDeviceConsentToAccount(
  db: DbOrTx,
  deviceId: string,
  userId: string,
): Promise<void> {
  await assignDeviceConsentLogsToUser(db, deviceId, userId);
}
