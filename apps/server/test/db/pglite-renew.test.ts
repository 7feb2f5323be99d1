/**
 * The embedded database's thread only grows (one ANALYZE at 100,000 events leaves it some 190 MB
 * larger), so after its nightly tidy, or a quiet spell after a statement that grew it, the database
 * moves to a new thread on the same files: the memory is given back, nothing written is lost,
 * queries asked meanwhile wait and then run, and notifications still arrive.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { tidyEmbeddedDatabase } from '../../src/db/maintenance.ts';
import { resultRows } from '../../src/db/results.ts';

describe('the embedded database moved to a new thread', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'glentia-renew-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const count = async (database: Awaited<ReturnType<typeof openDatabase>>) =>
    Number(resultRows(await database.db.execute(sql`select count(*) as n from notes`))[0]!.n);

  it('keeps its data, runs what was asked meanwhile, and goes on hearing its notifications', async () => {
    const database = await openDatabase({ dataDir });
    try {
      await database.db.execute(sql`create table notes (id serial primary key, body text not null)`);
      await database.db.execute(sql`insert into notes (body) values ('α'), ('β'), ('γ')`);
      const heard: string[] = [];
      await database.listen('renew_test', (payload) => heard.push(payload));

      // 100 MB of working memory in one statement, as a large sort's can be: the thread keeps it.
      await database.db.execute(sql`select length(repeat('x', 100 * 1024 * 1024))`);
      const grown = await database.memoryGrowth!();
      expect(grown).toBeGreaterThan(64 * 1024 * 1024);

      const renewed = database.renew!();
      // Asked while the thread is being replaced: it waits, then runs on the new one.
      const written = database.db.execute(sql`insert into notes (body) values ('δ')`);
      expect(await renewed).toBe(true);
      await written;
      expect(await count(database)).toBe(4);
      // The new thread gave that memory back.
      expect(await database.memoryGrowth!()).toBeLessThan(grown / 4);

      await database.notify(database.db, 'renew_test', 'after');
      await expect.poll(() => heard).toEqual(['after']);

      // The nightly tidy does the same after its vacuum and analyse.
      expect(await tidyEmbeddedDatabase(database)).toBe(true);
      await database.db.execute(sql`insert into notes (body) values ('ε')`);
      await database.notify(database.db, 'renew_test', 'after tidy');
      await expect.poll(() => heard).toEqual(['after', 'after tidy']);
    } finally {
      await database.close();
    }
    // What was written on either thread is on disk.
    const reopened = await openDatabase({ dataDir });
    try {
      expect(await count(reopened)).toBe(5);
    } finally {
      await reopened.close();
    }
  }, 120_000);

  it('leaves a database kept in memory where it is', async () => {
    const database = await openDatabase({ dataDir: null });
    try {
      await database.db.execute(sql`create table notes (id serial primary key, body text not null)`);
      await database.db.execute(sql`insert into notes (body) values ('α')`);
      expect(await database.renew!()).toBe(false);
      expect(await count(database)).toBe(1);
    } finally {
      await database.close();
    }
  });
});
