/** Builds this process's push adapters from configuration. */
import { readFileSync } from 'node:fs';
import type { Config } from '../../config/env.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { OutboundPolicy } from '../../lib/outbound/outbound-request.ts';
import { createApnsSender } from './apns.sender.ts';
import { createFcmSender, parseServiceAccount } from './fcm.sender.ts';
import type { PushSenders } from './push.types.ts';
import { loadVapidKeys, type VapidKeys } from './vapid.ts';
import { createWebPushSender, type WebPushOptions } from './web-push.sender.ts';

export interface PushSetup {
  senders: PushSenders;
  vapid: VapidKeys;
  /** How web push endpoints are checked, at registration and before each push. */
  webPush: WebPushOptions;
}

/** A key given as its text (PEM), or the path of its file. */
function readKey(value: string): string {
  return value.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : readFileSync(value, 'utf8');
}

/** The FCM service account: the JSON itself, or the path of a JSON file. */
function readServiceAccount(value: string) {
  return parseServiceAccount(value.trim().startsWith('{') ? value : readFileSync(value, 'utf8'));
}

export async function setUpPush(db: DbOrTx, config: Config, policy: OutboundPolicy = {}): Promise<PushSetup> {
  const vapid = await loadVapidKeys(db, config.vapid);
  const webPush: WebPushOptions = { allowInsecureEndpoints: config.webPushAllowInsecure, policy };
  const web = createWebPushSender(vapid, webPush);
  const native =
    config.fcm.projectId && config.fcm.serviceAccount
      ? createFcmSender({
          projectId: config.fcm.projectId,
          serviceAccount: readServiceAccount(config.fcm.serviceAccount),
          apiUrl: config.fcm.apiUrl,
          policy,
        })
      : null;
  const apns = config.apns;
  const ios = apns
    ? createApnsSender({
        key: readKey(apns.key),
        keyId: apns.keyId,
        teamId: apns.teamId,
        topic: apns.topic,
        origin: apns.origin,
        policy,
      })
    : null;
  return { senders: { web, native, ios }, vapid, webPush };
}
