/**
 * Opens the database: PGlite in the data folder by default, or a PostgreSQL server when a URL is
 * given. Both speak the same SQL, so the rest of the server sees one Drizzle database.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { DatabaseBusyError } from '../lib/db-errors.ts';
import { holdDataFolder } from './data-folder-lock.ts';
import { PGliteThread } from './pglite-thread.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or an open transaction: repositories accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `callback` for every notification on `channel` (PostgreSQL LISTEN); returns an unsubscribe.
   * On PostgreSQL, a lost LISTEN connection reconnects by itself, and every callback is also called
   * (with an empty payload) when it goes and when it is back, as notifications may have been missed.
   */
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  /** Sends a notification on `channel` through `db`; inside a transaction it leaves when that commits. */
  notify(db: DbOrTx, channel: string, payload?: string): Promise<void>;
  /** The PostgreSQL connection pool's connections (null on PGlite, which has none): for /metrics. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /**
   * Whether the embedded database is running a query right now (its thread runs one at a time);
   * always false on PostgreSQL, whose pool answers beside a running query.
   */
  busy(): boolean;
  /** PGlite only: the database's files as one tar, which `pgliteDump` opens again (tests start from it). */
  dump?(): Promise<Uint8Array>;
  /**
   * PGlite only: moves the embedded database to a new thread on the same files, giving back the
   * memory a heavy statement (an ANALYZE) left in the old one; false for one kept in memory.
   */
  renew?(): Promise<boolean>;
  /** PGlite only: how much its thread's memory has grown since it opened the database (`renew` gives it back). */
  memoryGrowth?(): Promise<number>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; `null` keeps the database in memory (tests). */
  dataDir?: string | null;
  poolSize?: number;
  /** PostgreSQL only: the bounds that keep one slow request from holding the others up. */
  limits?: Partial<PostgresLimits>;
  /** PGlite in memory only: a file written from `dump()` to start from instead of an empty database. */
  pgliteDump?: string | undefined;
}

/**
 * What keeps a PostgreSQL server answering under a slow or crowded moment: no statement runs
 * longer than `statementTimeoutMs`, at most `queueLimit` queries wait for a connection of the pool,
 * and none waits longer than `queueTimeoutMs`. Past them the query fails with a busy error, which
 * the API answers as 503 with a Greek and English message, instead of every request waiting on.
 */
export interface PostgresLimits {
  statementTimeoutMs: number;
  queueLimit: number;
  queueTimeoutMs: number;
}

export const DEFAULT_POSTGRES_LIMITS: PostgresLimits = {
  statementTimeoutMs: 15_000,
  queueLimit: 100,
  queueTimeoutMs: 10_000,
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, {
      ...DEFAULT_POSTGRES_LIMITS,
      ...options.limits,
    });
  return openPglite(options.dataDir ?? null, options.pgliteDump);
}

/** PostgreSQL NOTIFY (PGlite speaks it too); inside a transaction it goes out when that commits. */
async function notify(db: DbOrTx, channel: string, payload = ''): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

async function openPostgres(url: string, poolSize: number, limits: PostgresLimits): Promise<Database> {
  // Loaded here, not with the server: the PGlite default never needs the PostgreSQL driver.
  const [{ default: pg }, { drizzle: drizzlePostgres }, { PostgresListener }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('./listener.ts'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    statement_timeout: limits.statementTimeoutMs,
    connectionTimeoutMillis: limits.queueTimeoutMs,
  });
  // Every query asks the pool for a connection (pg-pool's own query() does too): when all are busy
  // and the queue is full, the query is refused at once rather than joining an endless line.
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: (error: Error | undefined, ...rest: unknown[]) => void) => {
    const full =
      pool.idleCount === 0 && pool.totalCount >= poolSize && pool.waitingCount >= limits.queueLimit;
    if (!full) return (connect as (cb?: unknown) => unknown)(callback);
    const error = new DatabaseBusyError('the database connection queue is full');
    if (callback) {
      process.nextTick(() => callback(error));
      return undefined;
    }
    return Promise.reject(error);
  }) as typeof pool.connect;
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  const listener = new PostgresListener(url, {
    onError: (message, error) =>
      console.warn(`${message}: ${error instanceof Error ? error.message : String(error)}`),
  });
  return {
    db,
    kind: 'postgres',
    listen: (channel, callback) => listener.listen(channel, callback),
    notify,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    busy: () => false,
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * PGlite's own default keeps 128 MB of shared buffers resident, and what is set here is resident
 * from the start (a bare PGlite opening 20,000 events: 141 MB RSS at 8 MB, 179 MB at 32 MB). A page
 * that is not in them is one file read away in the system's cache, so 8 MB costs uncached reads at
 * 20,000 events about a tenth of their time (searches, windows and month lists: 4.6–4.8 s against
 * 4.1–4.4 s) and keeps the process within its 250 MB; cached public answers never reach them.
 */
const PGLITE_SETTINGS = ['shared_buffers=8MB'];

async function openPglite(dataDir: string | null, loadDump?: string): Promise<Database> {
  // Search needs trigrams and accent folding (drizzle/0005): the thread loads both from contrib.
  // It runs off the main thread, so a slow query never holds up another request.
  let folder: string | null = null;
  let made = false;
  let release = async () => {};
  if (dataDir) {
    folder = path.join(dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    // Before anything reads the files: another process may be writing them (data-folder-lock.ts).
    release = await holdDataFolder(folder);
    made = !existsSync(path.join(folder, 'PG_VERSION'));
  }
  const thread = await PGliteThread.create({ dataDir: folder, settings: PGLITE_SETTINGS, loadDump }).catch(
    async (error: unknown) => {
      await release();
      throw error;
    },
  );
  try {
    // Making a database in its folder (initdb) leaves some 500 MB of buffers in the thread, which it
    // never needs again: a first start with nothing to seed stayed at 700 MB of RSS in two of three
    // starts, and is at 300 MB on a new thread on the same files, which has none of them.
    if (made) await thread.renew();
  } catch (error) {
    await thread.close().catch(() => undefined);
    await release();
    throw error;
  }
  const db = drizzlePglite(thread as unknown as PGlite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, callback) {
      return thread.listen(channel, callback);
    },
    notify,
    poolStats: () => null,
    busy: () => thread.busy(),
    dump: () => thread.dump(),
    renew: () => thread.renew(),
    memoryGrowth: () => thread.memoryGrowth(),
    async close() {
      try {
        await thread.close();
      } finally {
        await release();
      }
    },
  };
}
