/**
 * Server-wide facts kept in the `app_meta` table (secrets, generated keys). The first process to
 * start creates one; every other process on the same database reads the same value, so tokens
 * signed by one are accepted by all.
 */
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { findAppMeta, insertAppMetaIfMissing } from './app-meta.repository.ts';

/**
 * The value kept under `key`, made by `create` and stored when there is none yet that `fits`. Two
 * processes starting together: the first insert wins and both read it back.
 */
export async function loadOrCreateAppMeta<T>(
  db: DbOrTx,
  key: string,
  fits: (value: unknown) => value is T,
  create: () => T,
): Promise<T> {
  const stored = await findAppMeta(db, key);
  if (fits(stored)) return stored;
  await insertAppMetaIfMissing(db, key, create());
  const kept = await findAppMeta(db, key);
  if (!fits(kept)) throw new Error(`app_meta "${key}" could not be stored`);
  return kept;
}

/** A random secret shared by every server process (e.g. the one that signs tokens). */
export async function loadOrCreateSecret(db: DbOrTx, key: string): Promise<string> {
  return loadOrCreateAppMeta(
    db,
    key,
    (value): value is string => typeof value === 'string',
    () => randomBytes(48).toString('base64url'),
  );
}
