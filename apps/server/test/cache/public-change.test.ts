/**
 * Public answers are dropped from one place, `changePublicData`: after the transaction commits,
 * once, in this process and (through NOTIFY, sent by PostgreSQL only on commit) in every other.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { changePublicData, PUBLIC_CACHE_CHANNEL, PublicCache } from '../../src/lib/public-cache.ts';
import { createPostgresDatabase, testDatabases } from '../helper.ts';

/** Waits for `check` to hold, asking again every 20 ms, at most 10 s. */
async function until(what: string, check: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A cache with one answer, counting how often it was built and how often this process dropped it. */
async function watchedCache(database: Database) {
  const cache = new PublicCache(60_000);
  await cache.connect(database);
  let builds = 0;
  let drops = 0;
  const dropLocal = cache.dropLocal.bind(cache);
  cache.dropLocal = () => {
    drops++;
    dropLocal();
  };
  const read = () => cache.get('events', async () => ({ build: ++builds }));
  await read();
  return { cache, read, builds: () => builds, drops: () => drops };
}

async function open(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') return { url: undefined, drop: async () => {} };
  return createPostgresDatabase(process.env.TEST_DATABASE_URL!);
}

describe.each(testDatabases())('changing public data on %s', (kind) => {
  let database: Database;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    const created = await open(kind);
    dropDatabase = created.drop;
    database = await openDatabase({ databaseUrl: created.url, dataDir: null, poolSize: 2 });
  });
  afterAll(async () => {
    await database?.close();
    await dropDatabase();
  });

  it('drops nothing when the transaction rolls back', async () => {
    const watched = await watchedCache(database);
    const change = changePublicData({ db: database.db, cache: watched.cache }, async (tx) => {
      await tx.execute(sql`select 1`);
      throw new Error('refused');
    });
    await expect(change).rejects.toThrow('refused');
    await watched.read();
    expect({ builds: watched.builds(), drops: watched.drops() }).toEqual({ builds: 1, drops: 0 });
  });

  it('drops the answers once, after the commit', async () => {
    const watched = await watchedCache(database);
    let dropsInside = -1;
    const result = await changePublicData({ db: database.db, cache: watched.cache }, async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select 2`);
      dropsInside = watched.drops();
      return 'saved';
    });
    expect(result).toBe('saved');
    expect(dropsInside).toBe(0);
    expect(watched.drops()).toBe(1);
    await watched.read();
    expect(watched.builds()).toBe(2);
  });

  it('drops nothing when the work says nothing public changed', async () => {
    const watched = await watchedCache(database);
    await changePublicData({ db: database.db, cache: watched.cache }, async () => 0, {
      changed: (moved) => moved > 0,
    });
    expect(watched.drops()).toBe(0);
  });
});

const postgresOnly = process.env.TEST_DATABASE_URL ? ['postgres'] : [];

describe.each(postgresOnly)('another server process on %s', () => {
  let here: Database;
  let there: Database;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    dropDatabase = created.drop;
    here = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
    there = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
  });
  afterAll(async () => {
    await here?.close();
    await there?.close();
    await dropDatabase();
  });

  it('learns of a commit once, and of a rollback never', async () => {
    const mine = await watchedCache(here);
    const theirs = await watchedCache(there);
    const announced: string[] = [];
    await there.listen(PUBLIC_CACHE_CHANNEL, () => announced.push('change'));
    await there.listen('glentia_test_marker', (payload) => announced.push(payload));
    // Notifications reach a listener in commit order: once the marker is in, what came before is too.
    const mark = async (name: string) => {
      await here.db.execute(sql`select pg_notify('glentia_test_marker', ${name})`);
      await until(name, () => announced.includes(name));
    };

    await changePublicData({ db: here.db, cache: mine.cache }, async () => {
      throw new Error('refused');
    }).catch(() => {});
    await mark('after the rollback');
    await theirs.read();
    expect(theirs.builds()).toBe(1);

    await changePublicData({ db: here.db, cache: mine.cache }, async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select 2`);
    });
    await mark('after the commit');
    expect(announced).toEqual(['after the rollback', 'change', 'after the commit']);
    await theirs.read();
    expect(theirs.builds()).toBe(2);
  });
});
