/**
 * The LISTEN connection behind cross-process cache invalidation survives losing its backend: the
 * process keeps running, the connection comes back, and invalidations from other processes arrive
 * again. PostgreSQL only (PGlite is one process, with nothing to lose).
 */

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../src/db/listener.ts';
import { resultRows } from '../../src/db/results.ts';
import { startTestServer, type TestServer } from '../helper.ts';

const postgresServers = process.env.TEST_DATABASE_URL ? ['postgres' as const] : [];

describe.each(postgresServers)('the LISTEN connection on %s', (kind) => {
  let server: TestServer;
  let builds = 0;

  beforeAll(async () => {
    server = await startTestServer(kind, { publicCacheSeconds: 600 });
  });
  afterAll(() => server?.close());

  /** A cached answer that counts how often it was built. */
  const cached = () => server.app.ctx.cache.get('listener-test', async () => ++builds);

  /** Asks for the cached answer; how many times it has been built so far. */
  async function buildsAfterAsking(): Promise<number> {
    await cached();
    return builds;
  }

  async function listenerPids(): Promise<number[]> {
    const result = await server.database.db.execute(
      sql`select pid from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}
            and state = 'idle' and query ilike 'LISTEN%'`,
    );
    return resultRows<{ pid: number }>(result).map((row) => row.pid);
  }

  /** NOTIFY as another server process would after a write. */
  const notifyFromElsewhere = () =>
    server.database.db.execute(sql`select pg_notify('glentia_public_cache', '')`);

  async function expectInvalidationArrives(): Promise<void> {
    await cached();
    const before = builds;
    await cached();
    expect(builds, 'served from the cache').toBe(before);
    await notifyFromElsewhere();
    await expect.poll(buildsAfterAsking, { timeout: 10_000 }).toBeGreaterThan(before);
  }

  it('reconnects after its backend is terminated, clears the cache, and hears invalidations again', async () => {
    await expectInvalidationArrives();
    const [killed] = await listenerPids();
    expect(killed).toBeDefined();

    await cached();
    const beforeKill = builds;
    await server.database.db.execute(sql`select pg_terminate_backend(${killed})`);

    // A new connection, listening again.
    await expect
      .poll(async () => (await listenerPids()).filter((pid) => pid !== killed), { timeout: 15_000 })
      .toHaveLength(1);
    // What was cached before the loss is not served on: notifications may have been missed.
    await expect.poll(buildsAfterAsking, { timeout: 10_000 }).toBeGreaterThan(beforeKill);
    await expectInvalidationArrives();
    // And the process kept serving throughout.
    expect((await server.request('/api/public/initialize')).status).toBe(200);
  });
});
