/**
 * What every start does before serving: migrate and seed. A start for a public address creates no
 * account with a published password; processes started together on PostgreSQL seed once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { events, locations, users } from '../../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo.ts';
import { verifyPassword } from '../../src/lib/password.ts';
import { type PreparedDatabase, prepareDatabase } from '../../src/startup/prepare.ts';
import { createPostgresDatabase } from '../helper.ts';

/** Seeding draws a few hundred pictures; on a busy machine that takes a while. */
const SEEDING_MS = 240_000;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function dataFolder(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'glentia-prepare-'));
  cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

function keepClosed(prepared: PreparedDatabase): PreparedDatabase {
  cleanups.push(() => prepared.database.close());
  return prepared;
}

async function tableSizes(prepared: PreparedDatabase) {
  const { db } = prepared.database;
  const [[u], [e], [l]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(events),
    db.select({ n: count() }).from(locations),
  ]);
  return { users: u!.n, events: e!.n, locations: l!.n };
}

describe('preparing the database for a public address', () => {
  it(
    'seeds the demo events without any account that has a known password',
    async () => {
      const config = loadConfig({
        PUBLIC_URL: 'https://glentia.example',
        DATA_DIR: dataFolder(),
        LOG_LEVEL: 'silent',
      });
      expect(config.seed).toBe('demo-without-accounts');
      const prepared = keepClosed(await prepareDatabase(config));
      expect(prepared.seeded).toMatchObject({ users: 0, accounts: [] });
      const sizes = await tableSizes(prepared);
      expect(sizes.events).toBeGreaterThanOrEqual(400);
      expect(sizes.locations).toBeGreaterThanOrEqual(40);
      const accounts = await prepared.database.db.select().from(users);
      for (const account of accounts) {
        for (const demo of DEMO_ACCOUNTS)
          expect(await verifyPassword(demo.password, account.passwordHash)).toBe(false);
      }
      expect(accounts).toEqual([]);
    },
    SEEDING_MS,
  );
});

// Runs only where a PostgreSQL server is offered (CI sets TEST_DATABASE_URL).
const postgresServers = process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : [];

describe.each(postgresServers)('three processes starting together on PostgreSQL %s', (adminUrl) => {
  it(
    'all come up, and the empty database is migrated and seeded once',
    async () => {
      const created = await createPostgresDatabase(adminUrl);
      cleanups.push(created.drop);
      const config = loadConfig({ DATABASE_URL: created.url, DATA_DIR: dataFolder(), LOG_LEVEL: 'silent' });
      const starts = await Promise.allSettled([1, 2, 3].map(() => prepareDatabase(config)));
      const prepared = starts.flatMap((start) =>
        start.status === 'fulfilled' ? [keepClosed(start.value)] : [],
      );
      expect(starts.filter((start) => start.status === 'rejected')).toEqual([]);
      expect(prepared.filter((start) => start.seeded !== null)).toHaveLength(1);
      const seeded = prepared.find((start) => start.seeded)!.seeded!;
      for (const start of prepared) {
        expect(await tableSizes(start)).toEqual({
          users: DEMO_ACCOUNTS.length,
          events: seeded.events,
          locations: seeded.locations,
        });
      }
    },
    SEEDING_MS,
  );
});
