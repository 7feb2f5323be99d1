/** SQL for `app_meta`: small server-wide facts kept under a key. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';

export async function findAppMeta(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value;
}

/** Stores `value` under `key` unless a value is there already (the first writer wins). */
export async function insertAppMetaIfMissing(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db.insert(appMeta).values({ key, value }).onConflictDoNothing();
}
