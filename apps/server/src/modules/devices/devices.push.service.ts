/** Devices' push registrations, kept by the devices module; the push module registers and sends through these. */
import type { Platform } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import {
  findPushTargets,
  type PushTarget,
  removePushTokens,
  savePushToken,
} from './devices.push.repository.ts';

export type { PushTarget };

/** Keeps `token` as this device's push registration (taken from any other device that had it). */
export function savePushRegistration(
  db: DbOrTx,
  input: {
    deviceId: string;
    deviceName: string | null;
    token: string;
    platform: Platform;
    userId?: string | null;
  },
): Promise<void> {
  return savePushToken(db, input);
}

/** Forgets push tokens the push service said are gone; how many devices lost theirs. */
export function forgetPushTokens(db: DbOrTx, tokens: readonly string[]): Promise<number> {
  return removePushTokens(db, tokens);
}

/** Registered devices of these users and these visitor devices. */
export function pushTargetsOf(
  db: DbOrTx,
  owners: { userIds: readonly string[]; deviceIds: readonly string[] },
): Promise<PushTarget[]> {
  return findPushTargets(db, owners);
}
