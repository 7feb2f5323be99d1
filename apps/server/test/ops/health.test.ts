/**
 * Liveness, readiness and request ids over HTTP: what a load balancer and an operator reading
 * the logs rely on.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('health and readiness (%s)', (kind) => {
  let server: TestServer;
  const lines: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(
      kind,
      {},
      { appOptions: { logStream: { write: (line) => lines.push(line) } } },
    );
  });
  afterAll(() => server?.close());

  it('says it is alive and ready', async () => {
    const health = await server.request('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await server.request('/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps a safe incoming request id, echoes it, and logs the request under it', async () => {
    const response = await server.request('/api/health', { headers: { 'x-request-id': 'edge-7f3a9c.42' } });
    expect(response.headers.get('x-request-id')).toBe('edge-7f3a9c.42');
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    expect(logged.filter((line) => line.reqId === 'edge-7f3a9c.42').map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
  });

  it('logs the map list’s requests without the visitor’s point', async () => {
    const response = await server.request('/api/public/glentia/places/list?near=35.34,25.13&limit=5');
    expect(response.status).toBe(200);
    const logged = lines
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .filter((line) => line.req?.url?.startsWith('/api/public/glentia/places/list'));
    expect(logged.map((line) => line.req?.url)).toEqual([
      '/api/public/glentia/places/list?near=%5Bredacted%5D&limit=5',
    ]);
    expect(lines.join('\n')).not.toContain('35.34');
  });

  it('replaces an unsafe or overlong request id with a fresh one', async () => {
    for (const incoming of ['a b', '"},{"admin":true', 'x'.repeat(101)]) {
      const response = await server.request('/api/health', { headers: { 'x-request-id': incoming } });
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.some((line) => line.includes(incoming))).toBe(false);
    }
    const without = await server.request('/api/health');
    expect(without.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says 503 in Greek and English from the moment it starts shutting down', async () => {
    server.app.ctx.lifecycle.beginShutdown();
    const ready = await server.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      statusCode: 503,
      code: 'NOT_READY',
      messages: {
        el: expect.stringContaining('Δοκίμασε ξανά'),
        en: expect.stringContaining('shutting down'),
      },
    });
    // Liveness does not change: the process is fine, it is just leaving.
    expect((await server.request('/api/health')).status).toBe(200);
  });
});

describe.each(testDatabases())('readiness without its database (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('says 503 while a committed migration is missing', async () => {
    await server.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const ready = await server.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      code: 'NOT_READY',
      messages: { en: expect.stringContaining('changes') },
    });
  });

  it('says 503 when the database is closed, and stays alive', async () => {
    // A database handle of the same kind, closed: every query on it fails as on a lost server.
    const closed = await openDatabase({ databaseUrl: server.config.databaseUrl, dataDir: null, poolSize: 1 });
    await closed.close();
    const open = server.app.ctx.db;
    server.app.ctx.db = closed.db;
    try {
      const ready = await server.request('/api/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({
        code: 'NOT_READY',
        messages: {
          el: expect.stringContaining('βάση δεδομένων δεν απαντά'),
          en: 'The database does not answer. Try again shortly.',
        },
      });
      expect((await server.request('/api/health')).status).toBe(200);
    } finally {
      server.app.ctx.db = open;
    }
  });
});
