/**
 * Push registrations and sending. A stored notification is pushed to every registered device of
 * its recipient (an account's devices, or the visitor's one device), unless the recipient turned
 * push notifications off. Registrations the push service reports gone are removed.
 */
import { PLATFORMS, type Platform, type TRegisterTokenBody } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { type Owner, ownerKey } from '../../lib/owner.ts';
import { forgetPushTokens, pushTargetsOf, savePushRegistration } from '../devices/devices.push.service.ts';
import { notificationsToPush } from '../notifications/notifications.push.service.ts';
import { ownersWithPushOff } from '../settings/settings.push.service.ts';
import type { PushMessage, PushSenders } from './push.types.ts';
import { parseSubscription, refusedEndpoint, type WebPushOptions } from './web-push.sender.ts';

/** How long registration waits for the endpoint's name to resolve before leaving it to send time. */
const ENDPOINT_CHECK_MS = 3_000;

const endpointNotAllowed = () =>
  new BadRequestError(
    {
      el: 'Η διεύθυνση ειδοποιήσεων δεν επιτρέπεται: χρειάζεται https και δημόσια υπηρεσία ειδοποιήσεων.',
      en: 'This push address is not allowed: it must be an https address of a public push service.',
    },
    'PUSH_ENDPOINT_NOT_ALLOWED',
  );

/** Keeps the device's push registration (SPEC §3 device registration). */
export async function registerPushToken(
  db: DbOrTx,
  input: {
    deviceId: string;
    deviceName: string | null;
    body: TRegisterTokenBody;
    webPush: WebPushOptions;
    /** The signed-in person registering, when a token was sent. */
    userId?: string | null;
  },
): Promise<void> {
  const { token, device } = input.body;
  if (device === 'WEB') {
    const subscription = parseSubscription(token);
    if (!subscription) {
      throw new BadRequestError(
        {
          el: 'Η εγγραφή για ειδοποιήσεις του προγράμματος περιήγησης δεν είναι έγκυρη.',
          en: 'The browser push subscription is not valid.',
        },
        'INVALID_PUSH_SUBSCRIPTION',
      );
    }
    // Anyone may register, so the endpoint is where an outsider would aim the push worker.
    const signal = AbortSignal.timeout(ENDPOINT_CHECK_MS);
    if (await refusedEndpoint(subscription.endpoint, { ...input.webPush, signal })) {
      throw endpointNotAllowed();
    }
  }
  if (device !== 'WEB' && !/^[\w:.-]{20,4096}$/.test(token)) {
    throw new BadRequestError(
      { el: 'Το διακριτικό ειδοποιήσεων δεν είναι έγκυρο.', en: 'The push token is not valid.' },
      'INVALID_PUSH_TOKEN',
    );
  }
  await db.transaction(async (tx) => {
    await savePushRegistration(tx, {
      deviceId: input.deviceId,
      deviceName: input.deviceName,
      token,
      platform: device,
      userId: input.userId ?? null,
    });
  });
}

function isPlatform(value: unknown): value is Platform {
  return PLATFORMS.includes(value as Platform);
}

/**
 * Of these owners, those that can receive a push now: a device of theirs registered with a push
 * service (which it can only after the person allowed notifications on it), and push notifications
 * not switched off in their settings. By owner key (`u:…`, `d:…`).
 */
export async function ownersReachableByPush(db: DbOrTx, owners: readonly Owner[]): Promise<Set<string>> {
  const who = {
    userIds: owners.flatMap((owner) => ('userId' in owner ? [owner.userId] : [])),
    deviceIds: owners.flatMap((owner) => ('deviceId' in owner ? [owner.deviceId] : [])),
  };
  const [muted, targets] = await Promise.all([ownersWithPushOff(db, who), pushTargetsOf(db, who)]);
  const reachable = new Set<string>();
  for (const target of targets) {
    if (!isPlatform(target.platform)) continue;
    if (target.userId && who.userIds.includes(target.userId)) reachable.add(`u:${target.userId}`);
    if (who.deviceIds.includes(target.deviceId)) reachable.add(`d:${target.deviceId}`);
  }
  for (const key of muted) reachable.delete(key);
  return reachable;
}

/** Absolute address of an image, for push services that fetch it themselves. */
function absolute(url: string | null, publicUrl: string): string | null {
  if (!url) return null;
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

export interface PushResult {
  sent: number;
  gone: number;
  /** Notifications with at least one push that failed for a passing reason (worth retrying). */
  failedNotificationIds: string[];
}

const PARALLEL_SENDS = 8;

/** Pushes these stored notifications to their recipients' registered devices. */
export async function pushNotifications(
  db: DbOrTx,
  input: { senders: PushSenders; notificationIds: readonly string[]; publicUrl: string },
): Promise<PushResult> {
  const rows = await notificationsToPush(db, input.notificationIds);
  const owners = {
    userIds: rows.flatMap((row) => (row.userId ? [row.userId] : [])),
    deviceIds: rows.flatMap((row) => (row.deviceId ? [row.deviceId] : [])),
  };
  const [muted, targets] = await Promise.all([ownersWithPushOff(db, owners), pushTargetsOf(db, owners)]);

  const work: Array<{ notificationId: string; token: string; platform: Platform; message: PushMessage }> = [];
  for (const row of rows) {
    const owner: Owner = row.userId ? { userId: row.userId } : { deviceId: row.deviceId! };
    if (muted.has(ownerKey(owner))) continue;
    const message: PushMessage = {
      id: row.id,
      title: row.title,
      body: row.body,
      url: row.url,
      image: absolute(row.image, input.publicUrl),
    };
    for (const target of targets) {
      const mine = row.userId ? target.userId === row.userId : target.deviceId === row.deviceId;
      if (mine && isPlatform(target.platform)) {
        work.push({ notificationId: row.id, token: target.token, platform: target.platform, message });
      }
    }
  }

  const result: PushResult = { sent: 0, gone: 0, failedNotificationIds: [] };
  const goneTokens: string[] = [];
  const failed = new Set<string>();
  for (let index = 0; index < work.length; index += PARALLEL_SENDS) {
    const slice = work.slice(index, index + PARALLEL_SENDS);
    const outcomes = await Promise.all(
      slice.map((item) => {
        const sender =
          item.platform === 'WEB'
            ? input.senders.web
            : item.platform === 'IOS'
              ? (input.senders.ios ?? input.senders.native)
              : input.senders.native;
        return sender ? sender.send(item.token, item.message) : Promise.resolve('skipped' as const);
      }),
    );
    outcomes.forEach((outcome, i) => {
      const item = slice[i]!;
      if (outcome === 'sent') result.sent++;
      else if (outcome === 'gone') goneTokens.push(item.token);
      else if (outcome === 'failed') failed.add(item.notificationId);
    });
  }
  result.gone = await forgetPushTokens(db, goneTokens);
  result.failedNotificationIds = [...failed];
  return result;
}
