/**
 * Server-wide secrets kept in the `app_meta` table. The first process to start creates one; every
 * other process on the same database reads the same value, so tokens signed by one are accepted by all.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { appMeta } from '../db/schema.ts';

export async function loadOrCreateSecret(db: DbOrTx, key: string): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  if (typeof row?.value !== 'string') throw new Error(`app_meta "${key}" is not a secret string`);
  return row.value;
}
