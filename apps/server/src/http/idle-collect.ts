/**
 * Gives the memory of a busy spell back once the server is quiet. V8 collects garbage only while
 * JavaScript allocates, so a server that goes quiet after a rush keeps that rush's garbage: at
 * 100,000 events on the embedded database, after 50 s of 50 connections the heap held 175 MB of
 * which 36 MB were alive, and the process stayed at 414 MB instead of 301 MB (RSS, 15 s quiet).
 * When requests have been served, none has come or ended for `quietMs`, and the heap has grown by
 * `growthBytes` since the last collection, one full collection runs: tens of milliseconds, with
 * nobody waiting (a request still running then, such as a slow query's, waits no longer than that).
 *
 * The embedded database's thread is the other half: PostgreSQL's WebAssembly memory starts at
 * 128 MB, grows when a statement needs more, and never shrinks. After a longer quiet spell that
 * followed requests, a thread grown by `database.growthBytes` since it opened is moved to a new one
 * on the same files (`Database.renew`); a query that comes meanwhile waits for the new thread.
 */
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The embedded database's thread, whose memory only a new thread gives back (`Database.renew`). */
export interface RenewableDatabase {
  memoryGrowth(): Promise<number>;
  renew(): Promise<boolean>;
}

export interface IdleCollectOptions {
  /** How long no request must have come or ended. */
  quietMs: number;
  /** How much the heap must have grown since the last collection; 0 collects after every busy spell. */
  growthBytes: number;
  /** The collector; by default V8's own, exposed for this. */
  collect?: () => void;
  /**
   * The embedded database, moved to a new thread when its memory has grown by `growthBytes` and no
   * request has come or ended for `quietMs` (longer than for a collection: the move takes a second
   * or so at 100,000 events, which a request coming meanwhile waits).
   */
  database?: { thread: RenewableDatabase; growthBytes: number; quietMs: number } | undefined;
}

export const IDLE_COLLECT_DEFAULTS: IdleCollectOptions = { quietMs: 5_000, growthBytes: 32 * 1024 * 1024 };

/** When the embedded database's thread is moved to a new one (`IdleCollectOptions.database`). */
export const DATABASE_RENEW_DEFAULTS = { growthBytes: 64 * 1024 * 1024, quietMs: 60_000 };

/**
 * V8's full collection. Node exposes it only behind a start flag (`--expose-gc`); the flag can be
 * set once the process runs, and a new context then sees `gc`. Null if V8 ever refuses.
 */
export function v8Collector(): (() => void) | null {
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('typeof gc === "function" ? gc : null') as (() => void) | null;
  return gc;
}

const heapUsed = () => v8.getHeapStatistics().used_heap_size;

export default fp(async function idleCollect(app: FastifyInstance, options: IdleCollectOptions) {
  const collect = options.collect ?? v8Collector();
  let lastActivity = Date.now();
  let servedSinceCollection = false;
  let servedSinceDatabaseCheck = false;
  let checkingDatabase = false;
  let afterLastCollection = heapUsed();
  const active = async () => {
    lastActivity = Date.now();
    servedSinceCollection = true;
    servedSinceDatabaseCheck = true;
  };
  app.addHook('onRequest', active);
  app.addHook('onResponse', active);

  /** Once a quiet spell: a thread grown by a heavy statement is replaced by a new one on the same files. */
  async function renewDatabase(database: NonNullable<IdleCollectOptions['database']>) {
    checkingDatabase = true;
    servedSinceDatabaseCheck = false;
    try {
      const grown = await database.thread.memoryGrowth();
      if (grown < database.growthBytes) return;
      const startedAt = performance.now();
      if (await database.thread.renew())
        app.log.info(
          { givenBackMB: Math.round(grown / 2 ** 20), tookMs: Math.round(performance.now() - startedAt) },
          'the embedded database moved to a new thread',
        );
    } catch (error) {
      app.log.warn({ err: error }, 'the embedded database thread could not be renewed');
    } finally {
      checkingDatabase = false;
    }
  }

  const timer = setInterval(
    () => {
      const quietFor = Date.now() - lastActivity;
      const { database } = options;
      if (database && quietFor >= database.quietMs && servedSinceDatabaseCheck && !checkingDatabase)
        void renewDatabase(database);
      if (quietFor < options.quietMs || !collect || !servedSinceCollection) return;
      // V8 may have collected on its own since, leaving the heap below the last mark: a bar of 0 still collects.
      if (options.growthBytes > 0 && heapUsed() - afterLastCollection < options.growthBytes) return;
      collect();
      servedSinceCollection = false;
      afterLastCollection = heapUsed();
    },
    Math.max(10, Math.floor(options.quietMs / 2)),
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
