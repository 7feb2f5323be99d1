/**
 * A new embedded database in a folder: making it (PostgreSQL's initdb, in its thread) leaves some
 * 500 MB of buffers in the thread, which only a new thread on the same files gives back, so the
 * database moves to one as soon as it is made; opening one already made does not.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { PGliteThread } from '../../src/db/pglite-thread.ts';
import { events } from '../../src/db/schema.ts';
import { prepareDatabase } from '../../src/startup/prepare.ts';

const folder = mkdtempSync(path.join(os.tmpdir(), 'glentia-new-embedded-'));
const renew = vi.spyOn(PGliteThread.prototype, 'renew');
afterAll(() => {
  renew.mockRestore();
  rmSync(folder, { recursive: true, force: true });
});

describe('starting on a new embedded database with nothing to seed', () => {
  const config = loadConfig({ SEED: 'none', DATA_DIR: folder, LOG_LEVEL: 'silent' });

  it('moves the database to a new thread once it is made, where its tables are', async () => {
    const prepared = await prepareDatabase(config);
    try {
      expect(prepared.seeded).toBeNull();
      expect(renew).toHaveBeenCalledTimes(1);
      await expect(renew.mock.results[0]!.value).resolves.toBe(true);
      const [found] = await prepared.database.db.select({ n: count() }).from(events);
      expect(found!.n).toBe(0);
    } finally {
      await prepared.database.close();
    }
  });

  it('does not move it on the next start', async () => {
    const prepared = await prepareDatabase(config);
    try {
      expect(renew).toHaveBeenCalledTimes(1);
    } finally {
      await prepared.database.close();
    }
  });
});
