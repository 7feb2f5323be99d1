import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { bytesOf as cachedBytesOf, PublicCache, sendCachedJson, toCachedBody } from './public-cache.ts';

/** An answer of `length` characters, different for each `seed` so gzip cannot fold them together. */
const answer = (seed: number, length = 2000) =>
  Array.from({ length }, (_, i) =>
    String.fromCharCode(97 + ((i * 7 + seed * 13 + ((i * i) % 11)) % 26)),
  ).join('');

function bytesOf(value: unknown): number {
  return cachedBytesOf(toCachedBody(value));
}

describe('public cache bounds', () => {
  it('drops the least recently used answers once its bytes are spent', async () => {
    const one = bytesOf(answer(1));
    const cache = new PublicCache(60_000, 500, one * 3 + one / 2);
    const built: string[] = [];
    const get = (key: string, seed: number) =>
      cache.get(key, async () => {
        built.push(key);
        return answer(seed);
      });
    await get('a', 1);
    await get('b', 2);
    await get('c', 3);
    await get('a', 1); // a is now the most recently used
    await get('d', 4); // over the bound: b, the least recently used, goes
    expect(cache.size).toBeLessThanOrEqual(one * 3 + one / 2);
    await get('a', 1);
    await get('c', 3);
    await get('d', 4);
    expect(built).toEqual(['a', 'b', 'c', 'd']);
    await get('b', 2);
    expect(built).toEqual(['a', 'b', 'c', 'd', 'b']);
  });

  it('serves an answer larger than the whole bound without keeping it', async () => {
    const cache = new PublicCache(60_000, 500, bytesOf(answer(1)) * 2);
    let builds = 0;
    const big = () =>
      cache.get('big', async () => {
        builds++;
        return answer(5, 20_000);
      });
    expect(JSON.parse((await big()).json.toString())).toHaveLength(20_000);
    await big();
    expect(builds).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('frees its bytes when the answers are dropped', async () => {
    const cache = new PublicCache(60_000);
    await cache.get('a', async () => answer(1));
    expect(cache.size).toBe(bytesOf(answer(1)));
    cache.dropLocal();
    expect(cache.size).toBe(0);
  });
});

describe('values kept with the public answers', () => {
  /** A value made by counting builds, so each test sees whether it was made again. */
  function counted(cache: PublicCache) {
    let builds = 0;
    return {
      get: () => cache.keep('names', async () => ++builds),
      builds: () => builds,
    };
  }

  it('makes a value once for everyone asking, while it is made and after', async () => {
    const names = counted(new PublicCache(60_000));
    expect(await Promise.all([names.get(), names.get(), names.get()])).toEqual([1, 1, 1]);
    expect(await names.get()).toBe(1);
    expect(names.builds()).toBe(1);
  });

  it('makes it again once public data changes, or when answers are not kept at all', async () => {
    const cache = new PublicCache(60_000);
    const names = counted(cache);
    await names.get();
    cache.dropLocal();
    expect(await names.get()).toBe(2);
    const uncached = counted(new PublicCache(0));
    await uncached.get();
    expect(await uncached.get()).toBe(2);
  });

  it('past its lifetime gives the value it has while the next is made, then the next', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = new PublicCache(1_000);
      let builds = 0;
      let release: () => void = () => {};
      const get = () =>
        cache.keep('names', async () => {
          builds++;
          if (builds === 2) await new Promise<void>((resolve) => (release = resolve));
          return builds;
        });
      expect(await get()).toBe(1);
      vi.setSystemTime(Date.now() + 2_000);
      expect(await get()).toBe(1);
      expect(await get()).toBe(1);
      expect(builds).toBe(2);
      release();
      await vi.waitFor(async () => expect(await get()).toBe(2));
      expect(builds).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives a value with a lifetime of its own until that lifetime ends, not the answers'", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = new PublicCache(1_000);
      let builds = 0;
      const get = () => cache.keep('nights', async () => ++builds, 60_000);
      expect(await get()).toBe(1);
      vi.setSystemTime(Date.now() + 2_000);
      expect(await get()).toBe(1);
      expect(builds).toBe(1);
      vi.setSystemTime(Date.now() + 60_000);
      expect(await get()).toBe(1);
      await vi.waitFor(async () => expect(await get()).toBe(2));
      // A change to public data drops it at once, whatever its lifetime.
      cache.dropLocal();
      expect(await get()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps no failure: the next caller tries again', async () => {
    const cache = new PublicCache(60_000);
    await expect(cache.keep('names', async () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await cache.keep('names', async () => 'read')).toBe('read');
  });
});

describe('compressed copies', () => {
  it('makes each only for a request that accepts it, once', async () => {
    const body = toCachedBody({ answer: answer(7) });
    const app = Fastify();
    app.get('/answer', (request, reply) => sendCachedJson(request, reply, body));
    try {
      const asked = (encoding: string) =>
        app.inject({ url: '/answer', headers: { 'accept-encoding': encoding } });
      const brotli = await asked('gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).equals(body.json)).toBe(true);
      // A browser's miss is not kept waiting for a gzip copy it is not sent.
      expect(body.gzip).toBeUndefined();
      const gzip = await asked('gzip');
      expect(gunzipSync(gzip.rawPayload).equals(body.json)).toBe(true);
      const made = body.gzip;
      expect(made).toBeDefined();
      await asked('gzip');
      expect(body.gzip).toBe(made);
      expect((await asked('identity')).rawPayload.equals(body.json)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
