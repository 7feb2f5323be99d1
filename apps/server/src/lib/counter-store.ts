/**
 * Counters in fixed time windows, for rate limits and the new-device cap. With `REDIS_URL` they
 * live in Redis, so every server process behind a load balancer shares them; without it each
 * process counts on its own (enough for one machine). When Redis stops answering, the limits keep
 * working by counting in this process until it is back (logged once per outage, not per request).
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface CounterResult {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

export interface CounterStore {
  /** Counts one hit on `key` in a window of `windowMs`. */
  increment(key: string, windowMs: number): Promise<CounterResult>;
  /**
   * Adds `member` to the set `key` unless the set already holds `max` others in this window.
   * True when `member` is (now) in the set.
   */
  admit(key: string, member: string, max: number, windowMs: number): Promise<boolean>;
  /** Hits on `key` in its current window, without counting one (0 when none). */
  count(key: string): Promise<number>;
  /**
   * A random secret under `key`, the same for every caller until `windowMs` after it was made,
   * then forgotten (a new one is made on the next call).
   */
  sharedSecret(key: string, windowMs: number): Promise<string>;
  close(): Promise<void>;
}

/** Counters of this process, in maps that forget windows once they have ended. */
export class MemoryCounterStore implements CounterStore {
  private counts = new Map<string, { count: number; resetAt: number }>();
  private sets = new Map<string, { members: Set<string>; resetAt: number }>();
  private secrets = new Map<string, { value: string; resetAt: number }>();
  private sweptAt = 0;

  async increment(key: string, windowMs: number): Promise<CounterResult> {
    const now = this.sweep();
    const entry = this.counts.get(key);
    if (!entry || entry.resetAt <= now) {
      this.counts.set(key, { count: 1, resetAt: now + windowMs });
      return { count: 1, resetMs: windowMs };
    }
    entry.count += 1;
    return { count: entry.count, resetMs: entry.resetAt - now };
  }

  async admit(key: string, member: string, max: number, windowMs: number): Promise<boolean> {
    const now = this.sweep();
    let entry = this.sets.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { members: new Set(), resetAt: now + windowMs };
      this.sets.set(key, entry);
    }
    if (entry.members.has(member)) return true;
    if (entry.members.size >= max) return false;
    entry.members.add(member);
    return true;
  }

  async count(key: string): Promise<number> {
    const now = this.sweep();
    const entry = this.counts.get(key);
    return entry && entry.resetAt > now ? entry.count : 0;
  }

  async sharedSecret(key: string, windowMs: number): Promise<string> {
    const now = this.sweep();
    const entry = this.secrets.get(key);
    if (entry && entry.resetAt > now) return entry.value;
    const value = randomBytes(32).toString('base64url');
    this.secrets.set(key, { value, resetAt: now + windowMs });
    return value;
  }

  async close(): Promise<void> {}

  /** Drops ended windows about once a minute, so memory follows the traffic of the last window. */
  private sweep(): number {
    const now = Date.now();
    if (now - this.sweptAt < 60_000) return now;
    this.sweptAt = now;
    for (const [key, entry] of this.counts) if (entry.resetAt <= now) this.counts.delete(key);
    for (const [key, entry] of this.sets) if (entry.resetAt <= now) this.sets.delete(key);
    for (const [key, entry] of this.secrets) if (entry.resetAt <= now) this.secrets.delete(key);
    return now;
  }
}

const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

const ADMIT = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 1 end
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('SADD', KEYS[1], ARGV[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return 1`;

const SHARED_SECRET = `
local value = redis.call('GET', KEYS[1])
if value then return value end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return ARGV[1]`;

/** Counters in Redis, each operation one atomic script. */
export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly client: Redis,
    private readonly prefix: string,
  ) {}

  async increment(key: string, windowMs: number): Promise<CounterResult> {
    const [count, ttl] = (await this.client.eval(INCREMENT, 1, this.prefix + key, windowMs)) as [
      number,
      number,
    ];
    return { count, resetMs: ttl };
  }

  async admit(key: string, member: string, max: number, windowMs: number): Promise<boolean> {
    return (await this.client.eval(ADMIT, 1, this.prefix + key, member, max, windowMs)) === 1;
  }

  async count(key: string): Promise<number> {
    return Number((await this.client.get(this.prefix + key)) ?? 0);
  }

  async sharedSecret(key: string, windowMs: number): Promise<string> {
    const candidate = randomBytes(32).toString('base64url');
    return (await this.client.eval(SHARED_SECRET, 1, this.prefix + key, candidate, windowMs)) as string;
  }

  async close(): Promise<void> {
    this.client.disconnect();
  }
}

/**
 * Redis first; while it fails, this process's own counters. The outage is reported once when it
 * starts and once when Redis answers again.
 */
export class FallbackCounterStore implements CounterStore {
  private down = false;

  constructor(
    private readonly primary: CounterStore,
    private readonly fallback: CounterStore,
    private readonly report: (event: 'down' | 'up', error?: unknown) => void,
  ) {}

  increment(key: string, windowMs: number): Promise<CounterResult> {
    return this.attempt((store) => store.increment(key, windowMs));
  }

  admit(key: string, member: string, max: number, windowMs: number): Promise<boolean> {
    return this.attempt((store) => store.admit(key, member, max, windowMs));
  }

  count(key: string): Promise<number> {
    return this.attempt((store) => store.count(key));
  }

  sharedSecret(key: string, windowMs: number): Promise<string> {
    return this.attempt((store) => store.sharedSecret(key, windowMs));
  }

  async close(): Promise<void> {
    await Promise.all([this.primary.close(), this.fallback.close()]);
  }

  private async attempt<T>(operation: (store: CounterStore) => Promise<T>): Promise<T> {
    try {
      const result = await operation(this.primary);
      if (this.down) {
        this.down = false;
        this.report('up');
      }
      return result;
    } catch (error) {
      if (!this.down) {
        this.down = true;
        this.report('down', error);
      }
      return operation(this.fallback);
    }
  }
}

/**
 * The store for this configuration: Redis with an in-process fallback, or in-process only. The
 * Redis client is loaded only when Redis is configured (it weighs tens of megabytes).
 */
export async function createCounterStore(
  redis: { url: string | null; prefix: string },
  report: (event: 'down' | 'up', error?: unknown) => void,
): Promise<CounterStore> {
  const memory = new MemoryCounterStore();
  if (!redis.url) return memory;
  const { Redis } = await import('ioredis');
  const client = new Redis(redis.url, {
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    // Fail at once while disconnected instead of queueing: the request then counts in this process.
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  // Connection errors are reported through the fallback (once per outage), not per retry.
  client.on('error', () => {});
  return new FallbackCounterStore(new RedisCounterStore(client, `${redis.prefix}limits:`), memory, report);
}
