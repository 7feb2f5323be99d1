/**
 * The unsubscribe link's token: who it is for (an account or a visitor's device), signed with a
 * secret shared by every server process (app_meta), so the link works with no sign-in and cannot
 * be made for somebody else. It does not expire: an old digest's link still turns the digest off.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { type Owner, ownerKey } from '../../lib/owner.ts';
import { loadOrCreateSecret } from '../app-meta/app-meta.service.ts';

const SECRET_KEY = 'digest-unsubscribe-secret';

const signatureOf = (secret: string, key: string) =>
  createHmac('sha256', secret).update(`glentia:digest-unsubscribe:${key}`).digest();

export async function digestTokenSecret(db: DbOrTx): Promise<string> {
  return loadOrCreateSecret(db, SECRET_KEY);
}

/** `<owner key, base64url>.<signature, base64url>` */
export function signDigestToken(secret: string, owner: Owner): string {
  const key = ownerKey(owner);
  return `${Buffer.from(key).toString('base64url')}.${signatureOf(secret, key).toString('base64url')}`;
}

/** The owner a token names, or null when it is malformed or its signature is not ours. */
export function readDigestToken(secret: string, token: string): Owner | null {
  const match = /^([A-Za-z0-9_-]{4,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const key = Buffer.from(match[1]!, 'base64url').toString('utf8');
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signatureOf(secret, key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const owner = /^u:([0-9a-f-]{36})$/.exec(key);
  if (owner) return { userId: owner[1]! };
  const device = /^d:(.{1,200})$/s.exec(key);
  return device ? { deviceId: device[1]! } : null;
}
