/**
 * The VAPID key pair that signs web pushes. Configured keys win; otherwise a pair is generated on
 * first start and kept in the database (`app_meta`), so every server process shares it and browser
 * subscriptions survive restarts.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { DbOrTx } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';

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
  const read = async () => (await db.select().from(appMeta).where(eq(appMeta.key, META_KEY)))[0]?.value;
  let stored = await read();
  if (!isKeyPair(stored)) {
    const generated = webpush.generateVAPIDKeys();
    // Two processes starting together: the first insert wins and both read it back.
    await db.insert(appMeta).values({ key: META_KEY, value: generated }).onConflictDoNothing();
    stored = await read();
  }
  if (!isKeyPair(stored)) throw new Error('VAPID keys could not be stored');
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: configured.subject };
}
