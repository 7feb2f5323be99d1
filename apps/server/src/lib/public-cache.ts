/**
 * Cache of public answers. The first request builds the JSON once, gzips it once and gives it an
 * ETag; later requests get the stored bytes (or a 304). Writes that change what the public sees
 * call `invalidate()`, which also tells every other server process through PostgreSQL NOTIFY.
 * Counters that change all the time (views, favourites) may lag by at most `ttlMs`.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';

export interface CachedBody {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

interface Entry {
  body: CachedBody;
  expiresAt: number;
}

const CHANNEL = 'glentia_public_cache';

/** Serialises a value once into the bytes every later request is served. */
export function toCachedBody(value: unknown): CachedBody {
  return cachedBodyFromJson(JSON.stringify(value));
}

export function cachedBodyFromJson(text: string): CachedBody {
  const json = Buffer.from(text);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return { json, gzip: gzipSync(json, { level: 6 }), etag };
}

export class PublicCache {
  private entries = new Map<string, Entry>();
  private building = new Map<string, Promise<CachedBody>>();
  private generation = 0;
  private database: Database | null = null;
  /** Answers given without building (fresh, or joining a build under way), and builds: for /metrics. */
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  /** Listens for invalidations made by other processes sharing the database. */
  async connect(database: Database): Promise<void> {
    this.database = database;
    if (database.kind === 'postgres') await database.listen(CHANNEL, () => this.clear());
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

  /** Drops every cached answer here and in the other processes. */
  async invalidate(): Promise<void> {
    this.clear();
    if (this.database?.kind === 'postgres')
      await this.database.db.execute(sql`select pg_notify(${CHANNEL}, '')`);
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
    this.building.clear();
  }

  private store(key: string, body: CachedBody): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { body, expiresAt: Date.now() + this.ttlMs });
  }
}

/** Sends cached JSON: 304 when the client has it, gzip when the client accepts it. */
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
): FastifyReply {
  reply
    .header('etag', body.etag)
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding')
    .type(type);
  if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  }
  return reply.send(body.json);
}
