/**
 * The embedded database has no autovacuum: after seeding and after each retention sweep it is
 * vacuumed and analysed, so the planner knows how many rows there are. PostgreSQL servers do this
 * themselves, and nothing is run there, except after a bulk load, on either database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseAfterBulkLoad, tidyEmbeddedDatabase } from '../../src/db/maintenance.ts';
import { resultRows } from '../../src/db/results.ts';
import { createEvent } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('database upkeep on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { jobWorker: false });
  });
  afterAll(() => server?.close());

  it('vacuums and analyses the embedded database only', async () => {
    const { database } = server;
    for (let i = 0; i < 5; i++) await createEvent(database.db);
    const ran = await tidyEmbeddedDatabase(database);
    expect(ran).toBe(kind === 'pglite');
    if (!ran) return;
    const [events] = resultRows(
      await database.db.execute(sql`select reltuples from pg_class where relname = 'events'`),
    );
    // Never analysed, a table's estimate is -1; afterwards it counts the rows it holds.
    expect(Number(events!.reltuples)).toBeGreaterThanOrEqual(5);
  });

  it('analyses either database after a bulk load', async () => {
    const { database } = server;
    for (let i = 0; i < 5; i++) await createEvent(database.db);
    await analyseAfterBulkLoad(database);
    const [events] = resultRows(
      await database.db.execute(sql`select reltuples from pg_class where relname = 'events'`),
    );
    // PostgreSQL's autovacuum may be off (it is on the test server) or not yet round: without this
    // the estimate would still be -1 there, and the planner would plan for an empty table.
    expect(Number(events!.reltuples)).toBeGreaterThanOrEqual(10);
  });
});
