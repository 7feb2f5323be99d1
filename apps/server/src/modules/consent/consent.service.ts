import type { TLogConsentBody } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { insertConsentLog } from './consent.repository.ts';

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
