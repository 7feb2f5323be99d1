/**
 * The VAPID key pair that signs web pushes. Configured keys win; otherwise a pair is generated on
 * first start and kept in the database (`app_meta`), so every server process shares it and browser
 * subscriptions survive restarts.
 */
import webpush from 'web-push';
import type { DbOrTx } from '../../db/client.ts';
import { loadOrCreateAppMeta } from '../app-meta/app-meta.service.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const META_KEY = 'vapid-keys';

function isKeyPair(value: unknown): value is { publicKey: string; privateKey: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).publicKey === 'string' &&
    typeof (value as Record<string, unknown>).privateKey === 'string'
  );
}

export async function loadVapidKeys(
  db: DbOrTx,
  configured: { publicKey: string | undefined; privateKey: string | undefined; subject: string },
): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) {
    return {
      publicKey: configured.publicKey,
      privateKey: configured.privateKey,
      subject: configured.subject,
    };
  }
  const stored = await loadOrCreateAppMeta(db, META_KEY, isKeyPair, () => webpush.generateVAPIDKeys());
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: configured.subject };
}
