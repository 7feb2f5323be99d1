import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import idleCollect, { v8Collector } from './idle-collect.ts';

describe('collecting garbage once the server is quiet', () => {
  let app: FastifyInstance;
  const collect = vi.fn();

  async function start(growthBytes: number) {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    collect.mockClear();
    app = Fastify();
    await app.register(idleCollect, { quietMs: 100, growthBytes, collect });
    app.get('/', async () => ({ ok: true }));
    await app.ready();
  }

  afterEach(async () => {
    await app?.close();
    vi.useRealTimers();
  });

  it('collects once no request has come for a while', async () => {
    await start(0);
    await app.inject('/');
    vi.advanceTimersByTime(60);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(collect).toHaveBeenCalledTimes(1);
    // Quiet, it is not asked again.
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('waits while requests keep coming', async () => {
    await start(0);
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(60);
      await app.inject('/');
    }
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('collects after a busy spell with no growth bar, though V8 collected on its own meanwhile', async () => {
    // Garbage on the heap when the server starts, so its mark is high; V8 then collects it itself.
    let garbage: unknown[] | null = Array.from({ length: 1_000_000 }, (_, i) => ({ i }));
    await start(0);
    garbage = null;
    v8Collector()!();
    await app.inject('/');
    vi.advanceTimersByTime(200);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(garbage).toBeNull();
  });

  it('collects only when the heap has grown since the last collection', async () => {
    // The worker's heap is shared with the test files before this one: their garbage is collected
    // first, so the growth measured from here is this test's own, whenever V8 collects on its own.
    v8Collector()!();
    await start(32 * 1024 * 1024);
    await app.inject('/');
    vi.advanceTimersByTime(500);
    expect(collect).not.toHaveBeenCalled();
    // Some 100 MB of objects on the heap, as a rush of answers leaves.
    const held = Array.from({ length: 3_000_000 }, (_, i) => ({ i }));
    await app.inject('/');
    vi.advanceTimersByTime(200);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(held.length).toBe(3_000_000);
  });

  describe("the embedded database's thread", () => {
    async function startWith(growth: number) {
      const thread = { memoryGrowth: vi.fn(async () => growth), renew: vi.fn(async () => true) };
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
      app = Fastify();
      const database = { thread, growthBytes: 64, quietMs: 300 };
      await app.register(idleCollect, {
        quietMs: 100,
        growthBytes: Number.MAX_SAFE_INTEGER,
        collect,
        database,
      });
      app.get('/', async () => ({ ok: true }));
      await app.ready();
      return thread;
    }

    it('is renewed once quiet when its memory has grown, and asked once a quiet spell', async () => {
      const thread = await startWith(65);
      await vi.advanceTimersByTimeAsync(500);
      // No request served yet: nothing to give back.
      expect(thread.memoryGrowth).not.toHaveBeenCalled();
      await app.inject('/');
      // Quiet long enough for a collection, not yet for moving the database.
      await vi.advanceTimersByTimeAsync(200);
      expect(thread.memoryGrowth).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(200);
      expect(thread.renew).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(thread.memoryGrowth).toHaveBeenCalledTimes(1);
      expect(thread.renew).toHaveBeenCalledTimes(1);
    });

    it('stays as it is while requests keep coming, or when it has grown less', async () => {
      const grown = await startWith(65);
      for (let i = 0; i < 5; i++) {
        await vi.advanceTimersByTimeAsync(250);
        await app.inject('/');
      }
      expect(grown.memoryGrowth).not.toHaveBeenCalled();
      await app.close();
      const small = await startWith(63);
      await app.inject('/');
      await vi.advanceTimersByTimeAsync(500);
      expect(small.memoryGrowth).toHaveBeenCalledTimes(1);
      expect(small.renew).not.toHaveBeenCalled();
    });
  });

  it("has V8's own collector at hand", () => {
    const gc = v8Collector();
    expect(typeof gc).toBe('function');
    expect(() => gc!()).not.toThrow();
  });
});
