/**
 * Cache of public answers. The first request builds the JSON once and gives it an ETag; each
 * compressed copy is made once, by the first request that accepts it; later requests get the stored
 * bytes (or a 304). Writes that change what the public sees run in `changePublicData`, the one
 * place that invalidates: inside the transaction it queues a PostgreSQL NOTIFY (delivered to every
 * other server process when, and only if, it commits), and after the commit it drops this process's
 * answers. Counters that change all the time (views, favourites) may lag by at most `ttlMs`. The
 * answers kept are bounded by their bytes, not only by their number: at 20,000 events one drawn
 * list page weighs megabytes, and every event page its own, so the least recently used answers go
 * first once `maxBytes` is reached.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { TCatalogueQuery } from '@glentia/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Db, DbOrTx } from '../db/client.ts';
import { catalogueWords } from './catalogue-words.ts';

export interface CachedBody {
  json: Buffer;
  /**
   * Each made on the first request that accepts it, then kept with the rest: a browser, which
   * accepts Brotli, no longer waits on a miss for a gzip copy it is not sent (at 20,000 events,
   * gzip at level 6 takes 0.5 ms for a search's page of 30, 2.2 ms for a week's window and 2.7 ms
   * for the default list, medians of 25 on this project's machines, 2026-12-01).
   */
  gzip?: Buffer;
  brotli?: Buffer;
  etag: string;
}

function gzipOf(body: CachedBody): Buffer {
  body.gzip ??= gzipSync(body.json, { level: 6 });
  return body.gzip;
}

/**
 * Brotli at quality 6: about a fifth smaller than gzip on these answers, at a cost close to gzip's
 * (the top qualities take ten times longer, which a cache miss would feel).
 */
function brotliOf(body: CachedBody): Buffer {
  body.brotli ??= brotliCompressSync(body.json, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.json.length },
  });
  return body.brotli;
}

/**
 * What a body holds in memory: its JSON and its compressed copies. The copies are made later, on
 * demand, so they are counted from the start at half the JSON's size together: these answers
 * compress to a fifth or less in each encoding.
 */
export function bytesOf(body: Pick<CachedBody, 'json'>): number {
  return body.json.length + Math.ceil(body.json.length / 2);
}

/** Whether the client accepts an encoding (listed, and not with q=0). */
export function acceptsEncoding(header: string | string[] | undefined, encoding: 'br' | 'gzip'): boolean {
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== encoding) continue;
    return !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  }
  return false;
}

/** A value kept with the answers (`keep`): made or being made, and being made again or not. */
interface KeptValue {
  value: Promise<unknown>;
  expiresAt: number;
  made: boolean;
  remaking?: boolean;
}

interface Entry {
  body: CachedBody;
  expiresAt: number;
  bytes: number;
}

/** The default bound of a process's cached answers (JSON and compressed copies together). */
export const PUBLIC_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** Where a committed change to public data is announced to every server process. */
export const PUBLIC_CACHE_CHANNEL = 'glentia_public_cache';

/** Serialises a value once into the bytes every later request is served. */
export function toCachedBody(value: unknown): CachedBody {
  return cachedBodyFromJson(JSON.stringify(value));
}

export function cachedBodyFromJson(text: string): CachedBody {
  const json = Buffer.from(text);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return { json, etag };
}

export class PublicCache {
  private entries = new Map<string, Entry>();
  private building = new Map<string, Promise<CachedBody>>();
  private kept = new Map<string, KeptValue>();
  private generation = 0;
  private bytes = 0;
  private database: Database | null = null;
  /** Answers given without building (fresh, or joining a build under way), and builds: for /metrics. */
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly maxBytes = PUBLIC_CACHE_MAX_BYTES,
  ) {}

  /** Bytes held by the cached answers now: for /metrics and tests. */
  get size(): number {
    return this.bytes;
  }

  /** Listens for invalidations made by other processes sharing the database. */
  async connect(database: Database): Promise<void> {
    this.database = database;
    if (database.kind === 'postgres') await database.listen(PUBLIC_CACHE_CHANNEL, () => this.clear());
  }

  /** The cached body for `key`, building it with `build` when missing or stale. */
  async get(key: string, build: () => Promise<unknown>): Promise<CachedBody> {
    return this.getBody(key, async () => toCachedBody(await build()));
  }

  /** Like `get`, for answers that are text already (calendar and news feeds). */
  async getText(key: string, build: () => Promise<string>): Promise<CachedBody> {
    return this.getBody(key, async () => cachedBodyFromJson(await build()));
  }

  private async getBody(key: string, build: () => Promise<CachedBody>): Promise<CachedBody> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) {
      this.hits++;
      // Map keeps insertion order: moved to the end, the entry is now the most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.body;
    }
    const running = this.building.get(key);
    if (running) {
      this.hits++;
      return running;
    }
    this.misses++;
    const generation = this.generation;
    const promise = build()
      .then((body) => {
        if (generation === this.generation) this.store(key, body);
        return body;
      })
      .finally(() => this.building.delete(key));
    this.building.set(key, promise);
    return promise;
  }

  /**
   * A value made from public data (search's names), kept until public data changes, here or in
   * another process. Past the cache's lifetime it is still given while a fresh one is made in the
   * background, so no caller waits for the remaking, and a change that skipped `changePublicData`
   * (a job's write) shows within a lifetime and a remaking. A value costly to make may be given a
   * longer `lifetimeMs` of its own. With no lifetime (answers not kept) it is made for every caller.
   * Callers asking while it is made share it; a failure is not kept.
   */
  keep<T>(key: string, build: () => Promise<T>, lifetimeMs = this.ttlMs): Promise<T> {
    const kept = this.kept.get(key);
    if (!kept || (this.ttlMs === 0 && kept.made)) return this.make(key, build, lifetimeMs);
    if (kept.made && kept.expiresAt <= Date.now() && !kept.remaking) {
      kept.remaking = true;
      build().then(
        (fresh) => {
          // Dropped meanwhile (public data changed): the next caller makes it anew.
          if (this.kept.get(key) === kept)
            this.kept.set(key, {
              value: Promise.resolve(fresh),
              expiresAt: Date.now() + lifetimeMs,
              made: true,
            });
        },
        () => {
          kept.remaking = false;
        },
      );
    }
    return kept.value as Promise<T>;
  }

  private make<T>(key: string, build: () => Promise<T>, lifetimeMs: number): Promise<T> {
    const value = build();
    const entry: KeptValue = { value, expiresAt: Number.POSITIVE_INFINITY, made: false };
    this.kept.set(key, entry);
    value.then(
      () => {
        entry.made = true;
        entry.expiresAt = Date.now() + lifetimeMs;
      },
      () => {
        if (this.kept.get(key) === entry) this.kept.delete(key);
      },
    );
    return value;
  }

  /**
   * Drops every cached answer here and in the other processes, for a change already committed
   * outside a transaction of ours (a job's write); `changePublicData` is the way for the rest.
   */
  async invalidate(): Promise<void> {
    this.clear();
    if (this.database) await this.announce(this.database.db);
  }

  /** Tells the other processes; inside a transaction PostgreSQL sends it when that commits. */
  async announce(db: DbOrTx): Promise<void> {
    if (this.database?.kind === 'postgres') await this.database.notify(db, PUBLIC_CACHE_CHANNEL);
  }

  /** Drops this process's answers: after a commit, so no request rebuilds them from the old rows. */
  dropLocal(): void {
    this.clear();
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
    this.building.clear();
    this.kept.clear();
    this.bytes = 0;
  }

  private store(key: string, body: CachedBody): void {
    this.remove(key);
    const bytes = bytesOf(body);
    // An answer larger than the whole bound is served but not kept.
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { body, expiresAt: Date.now() + this.ttlMs, bytes });
    this.bytes += bytes;
    this.evict();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** Drops the least recently used answers until both bounds hold. */
  private evict(): void {
    for (const [key] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) return;
      this.remove(key);
    }
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `work` in one transaction that changes what the public sees. When it commits, every server
 * process drops its cached public answers, once; when it rolls back (throws), nothing is dropped.
 * `changed` may tell from the result that nothing public changed after all.
 * Takes the database itself, not a transaction: a savepoint's "commit" is not the real one.
 */
export async function changePublicData<T>(
  ctx: { db: Db; cache: PublicCache },
  work: (tx: Tx) => Promise<T>,
  options: { changed?: (result: T) => boolean } = {},
): Promise<T> {
  let changed = false;
  const result = await ctx.db.transaction(async (tx) => {
    const value = await work(tx);
    changed = options.changed?.(value) ?? true;
    if (changed) await ctx.cache.announce(tx);
    return value;
  });
  if (changed) ctx.cache.dropLocal();
  return result;
}

/**
 * The key of a catalogue answer (`GET /api/public/artists`, `/locations`), so that every spelling
 * of one question is one answer (as events.cache-key.ts does for event queries): ids deduplicated,
 * in lower case and sorted; words by their sound keys in any order («Ψαράς λύρα», «lyra psaras»);
 * otherwise the page. The cache's bounds hold however many questions are asked, and any write that
 * changes public data drops these answers with the rest.
 */
export function catalogueCacheKey(kind: string, { ids, q, limit, offset }: TCatalogueQuery): string {
  if (ids.length > 0)
    return `${kind}:ids:${[...new Set(ids.map((id) => id.toLowerCase()))].sort().join(',')}`;
  const page = `${limit}:${offset}`;
  const words = catalogueWords(q);
  if (!words) return `${kind}:page:${page}`;
  return `${kind}:words:${page}:${words
    .map(([key]) => key)
    .sort()
    .join(' ')}`;
}

/** Sends cached JSON: 304 when the client has it, Brotli or gzip when the client accepts it. */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  return sendCached(request, reply, body, 'application/json; charset=utf-8');
}

/** Sends cached bytes of any type, the same way. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  type: string,
  cacheControl = 'no-cache',
  vary = 'accept-encoding',
): FastifyReply {
  reply.header('etag', body.etag).header('cache-control', cacheControl).header('vary', vary).type(type);
  if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'];
  if (acceptsEncoding(accepted, 'br')) return reply.header('content-encoding', 'br').send(brotliOf(body));
  if (acceptsEncoding(accepted, 'gzip')) return reply.header('content-encoding', 'gzip').send(gzipOf(body));
  return reply.send(body.json);
}
