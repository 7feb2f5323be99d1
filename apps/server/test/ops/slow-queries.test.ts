/**
 * No request stalls another: while a slow query runs, the health check still answers (on PGlite the
 * database works on its own thread), and on PostgreSQL a statement that runs too long or a pool
 * whose queue is full gives 503 with a Greek and English message instead of waiting on.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

/** A test-only route that holds the database for `seconds` (PostgreSQL's pg_sleep). */
function slowRoute(started: { count: number }) {
  return async (app: FastifyInstance) => {
    app.get('/test/slow', { schema: { hide: true } }, async (request) => {
      const seconds = Number((request.query as { seconds?: string }).seconds ?? '0');
      started.count += 1;
      await app.ctx.database.db.execute(sql`select pg_sleep(${seconds})`);
      return { slept: seconds };
    });
  };
}

describe.each(testDatabases())('a slow query (%s)', (kind) => {
  let server: TestServer;
  const started = { count: 0 };

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { beforeListen: slowRoute(started) });
  });
  afterAll(() => server?.close());

  it('does not hold up the health check while it runs', async () => {
    // A load balancer has asked before: the server has seen its database ready.
    expect((await server.request('/api/ready')).status).toBe(200);
    let finished = false;
    const slow = server.request('/test/slow?seconds=4').then((response) => {
      finished = true;
      return response;
    });
    await expect.poll(() => started.count).toBe(1);
    const health = await server.request('/api/health');
    expect(health.status).toBe(200);
    expect(finished).toBe(false);
    const ready = await server.request('/api/ready');
    expect(ready.status).toBe(200);
    expect(finished).toBe(false);
    expect((await slow).status).toBe(200);
  }, 30_000);
});

const postgresOnly = testDatabases().includes('postgres') ? ['postgres' as const] : [];

describe.each(postgresOnly)('PostgreSQL limits (%s)', (kind) => {
  it('cancels a statement that runs past its time and answers 503 BUSY', async () => {
    const server = await startTestServer(
      kind,
      {},
      {
        beforeListen: slowRoute({ count: 0 }),
        databaseOptions: { limits: { statementTimeoutMs: 200 } },
      },
    );
    try {
      const response = await server.request('/test/slow?seconds=60', {
        headers: { 'accept-language': 'el' },
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      const body = (await response.json()) as { code: string; message: string; messages: { en: string } };
      expect(body.code).toBe('BUSY');
      expect(body.message).toContain('Δοκίμασε ξανά');
      expect(body.messages.en).toContain('Try again');
    } finally {
      await server.close();
    }
  }, 30_000);

  it('refuses at once with 503 when every connection is busy and the queue is full', async () => {
    const started = { count: 0 };
    const server = await startTestServer(
      kind,
      {},
      {
        beforeListen: slowRoute(started),
        databaseOptions: { poolSize: 2, limits: { queueLimit: 1, statementTimeoutMs: 120_000 } },
      },
    );
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const holding = [1, 2].map(() => server.request('/test/slow?seconds=120'));
      await expect.poll(() => server.database.poolStats()).toMatchObject({ total: 2, idle: 0 });
      const queued = server.request('/test/slow?seconds=0');
      await expect.poll(() => server.database.poolStats()?.waiting).toBe(1);

      const shed = await server.request('/test/slow?seconds=0');
      expect(shed.status).toBe(503);
      expect(await shed.json()).toMatchObject({
        code: 'BUSY',
        messages: { el: expect.stringContaining('φορτωμένη'), en: expect.stringContaining('busy') },
      });
      expect((await server.request('/api/health')).status).toBe(200);

      // Let the held connections go: the queued query then runs.
      const database = new URL(server.config.databaseUrl!).pathname.slice(1);
      await admin.query(
        `select pg_cancel_backend(pid) from pg_stat_activity where datname = $1 and query like '%pg_sleep%' and pid <> pg_backend_pid()`,
        [database],
      );
      expect((await Promise.all(holding)).map((response) => response.status)).toEqual([503, 503]);
      expect((await queued).status).toBe(200);
    } finally {
      await admin.end();
      await server.close();
    }
  }, 60_000);
});
