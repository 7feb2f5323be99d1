/**
 * Three server processes (the built `dist/server.js`) on one PostgreSQL database, one Redis and one
 * S3-compatible bucket, as a deployment behind a load balancer runs them. Runs when both
 * TEST_DATABASE_URL and TEST_REDIS_URL are set; `npm test` builds first, alone run
 * `npm run build -w apps/server` before it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TCreateEventResult, TEvent, TSearchResults, TTokenPair } from '@glentia/core';
import { and, count, countDistinct, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { events, jobs, notifications } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { migrationsFolder } from '../../src/lib/paths.ts';
import { JOB_KINDS } from '../../src/modules/jobs/job-kinds.ts';
import { insertJob } from '../../src/modules/jobs/jobs.repository.ts';
import { eventForm, inDays, venueForm } from '../contribute.ts';
import { createEvent, createLocation, createUser, follow } from '../factories.ts';
import { createPostgresDatabase, testRedisUrls } from '../helper.ts';
import { makePhoto } from '../images.ts';
import { type LocalS3, startLocalS3 } from '../support/s3-server.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

const ADMIN = { email: 'cluster-admin@example.com', password: 'a-long-admin-passphrase-for-tests' };
const FOLLOWERS = 25;

/** Waits for `check` to hold, asking again every `intervalMs`, at most `timeoutMs`. */
async function until<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 15_000,
  intervalMs = 50,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

const clusterRuns = process.env.TEST_DATABASE_URL ? testRedisUrls() : [];

describe.each(clusterRuns)('three server processes on one PostgreSQL, Redis (%s) and bucket', (redisUrl) => {
  let s3: LocalS3;
  let dropDatabase = async () => {};
  let database: Database;
  const dataDirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let c: ServerProcess;
  let admin: Record<string, string>;
  let venueId: string;

  beforeAll(async () => {
    s3 = await startLocalS3();
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    dropDatabase = created.drop;
    const env = {
      ...s3.env,
      DATABASE_URL: created.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `glentia-cluster-${randomBytes(4).toString('hex')}:`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      JOB_WORKER: 'true',
      JOB_LEASE_SECONDS: '2',
      SEED: 'none',
      AUTH_RATE_LIMIT: '3',
      WRITE_LIMIT_FACTOR: '100',
    };
    const start = () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'glentia-cluster-'));
      dataDirs.push(dataDir);
      return startServerProcess({ ...env, DATA_DIR: dataDir });
    };
    // All three at once on the empty database: migrations run once, under the advisory lock.
    [a, b, c] = await Promise.all([start(), start(), start()]);
    database = await openDatabase({ databaseUrl: created.url, poolSize: 3 });
  });

  afterAll(async () => {
    for (const server of [a, b, c]) {
      if (!server) continue;
      server.child.kill('SIGCONT');
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
    await database?.close();
    await dropDatabase();
    await s3?.close();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (server: ServerProcess, pathname: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}${pathname}`, init);

  it('all start together on the empty database, migrated once, and are ready', async () => {
    for (const server of [a, b, c]) expect((await call(server, '/api/ready')).status).toBe(200);
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'));
    const [applied] = await database.db
      .execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
      .then((result) => (result as unknown as { rows: Array<{ n: number }> }).rows);
    expect(applied?.n).toBe(journal.entries.length);
  });

  it('an event an admin publishes through A is listed by B at once, and its poster is served by C', async () => {
    await createUser(database.db, {
      email: ADMIN.email,
      username: 'cluster-admin',
      roles: ['user', 'admin'],
      emailVerifiedAt: new Date(),
      passwordHash: await hashPassword(ADMIN.password),
    });
    const venue = await createLocation(database.db, { name: 'Κέντρο Τριών Διεργασιών', county: 'HERAKLION' });
    venueId = venue.id;
    // B caches its public list (for PUBLIC_CACHE_SECONDS) before the event exists.
    const before = (await (await call(b, '/api/public/glentia')).json()) as TEvent[];

    const login = await call(a, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const tokens = (await login.json()) as TTokenPair;
    admin = { authorization: `Bearer ${tokens.access_token}` };

    const published = await call(a, '/api/v1/users/glenti', {
      method: 'POST',
      headers: admin,
      body: eventForm(
        { date: inDays(3), time: '21:30', location: venue.id, updateLocationPhone: 'false' },
        { data: await makePhoto(800, 1000) },
      ),
    });
    expect(published.status).toBe(200);
    const { createdId, glenti } = (await published.json()) as TCreateEventResult;
    expect(before.map((event) => event.id)).not.toContain(createdId);

    await until('B to list the new event', async () => {
      const list = (await (await call(b, '/api/public/glentia')).json()) as TEvent[];
      return list.some((event) => event.id === createdId);
    });

    const poster = await call(c, glenti.image!);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/webp');
    expect(await s3.has(glenti.image!.slice(1))).toBe(true);
  });

  it('a venue an admin renames through A is found by its new name in B’s search at once', async () => {
    // B reads its names (kept for PUBLIC_CACHE_SECONDS) before the rename.
    const searchIn = async (server: ServerProcess, q: string) =>
      ((await (await call(server, `/api/public/search?q=${encodeURIComponent(q)}`)).json()) as TSearchResults)
        .venues;
    expect((await searchIn(b, 'τριών διεργασιών')).map((venue) => venue.id)).toEqual([venueId]);
    const renamed = await call(a, '/api/admin/location', {
      method: 'PUT',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify(venueForm({ id: venueId, name: 'Κέντρο Πολλών Διεργασιών', county: 'HERAKLION' })),
    });
    expect(renamed.status).toBe(200);
    await until('B to find the venue by its new name', async () =>
      (await searchIn(b, 'πολλών')).some((venue) => venue.id === venueId),
    );
    expect(await searchIn(b, 'τριών διεργασιών')).toEqual([]);
  });

  it('shares the sign-in rate limit: the fourth call in a minute, through another process, gets 429', async () => {
    // The admin's login through A was the first of AUTH_RATE_LIMIT=3.
    const wrong = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
    const attempt = (server: ServerProcess) =>
      call(server, '/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: wrong,
      });
    expect((await attempt(b)).status).toBe(401);
    expect((await attempt(c)).status).toBe(401);
    expect((await attempt(a)).status).toBe(429);
  });

  /** Events at the venue, each with a queued "published" fan-out job; their ids. */
  async function queueFanOut(howMany: number): Promise<{ eventIds: string[]; jobIds: number[] }> {
    const eventIds: string[] = [];
    const jobIds: number[] = [];
    for (let i = 0; i < howMany; i++) {
      const event = await createEvent(database.db, { locationId: venueId, daysFromToday: 5 });
      eventIds.push(event.id);
    }
    // One transaction: every job becomes visible (and the workers are woken) at once.
    await database.db.transaction(async (tx) => {
      for (const eventId of eventIds)
        jobIds.push(await insertJob(tx, { kind: JOB_KINDS.published, payload: { eventId } }));
    });
    return { eventIds, jobIds };
  }

  const pendingOf = async (jobIds: number[]) =>
    (
      await database.db
        .select({ n: count() })
        .from(jobs)
        .where(and(inArray(jobs.id, jobIds), isNull(jobs.doneAt)))
    )[0]!.n;

  async function notificationsOf(eventIds: string[]) {
    const [row] = await database.db
      .select({
        all: count(),
        distinct: countDistinct(sql`(${notifications.eventId}, ${notifications.deviceId})`),
      })
      .from(notifications)
      .where(inArray(notifications.eventId, eventIds));
    return row!;
  }

  it('runs each job once across the three workers', async () => {
    for (let i = 0; i < FOLLOWERS; i++)
      await follow(
        database.db,
        { locationId: venueId },
        `cluster-follower-${i}-${randomBytes(3).toString('hex')}`,
      );
    const { eventIds, jobIds } = await queueFanOut(30);
    await until('every fan-out job to finish', async () => (await pendingOf(jobIds)) === 0, 30_000);
    const attempts = await database.db
      .select({ attempts: jobs.attempts })
      .from(jobs)
      .where(inArray(jobs.id, jobIds));
    expect(attempts.map((row) => row.attempts)).toEqual(jobIds.map(() => 1));
    expect(await notificationsOf(eventIds)).toEqual({ all: 30 * FOLLOWERS, distinct: 30 * FOLLOWERS });
  });

  it('loses no acknowledged write when a process is killed with -9, and the others retry its jobs', async () => {
    // Only C works until it dies: A and B are paused, so every job leased now is C's.
    a.child.kill('SIGSTOP');
    b.child.kill('SIGSTOP');
    const acknowledged: string[] = [];
    const photo = await makePhoto(200, 250);
    let writing = true;
    const writes = (async () => {
      for (let i = 0; writing; i++) {
        try {
          const response = await call(c, '/api/v1/users/glenti', {
            method: 'POST',
            headers: admin,
            body: eventForm(
              {
                date: inDays(4),
                description: `Εγγραφή ${i}`,
                location: venueId,
                updateLocationPhone: 'false',
              },
              { data: photo },
            ),
          });
          if (response.status === 200)
            acknowledged.push(((await response.json()) as TCreateEventResult).createdId);
        } catch {
          // The connection died with the process: this write was never acknowledged.
        }
      }
    })();

    await until('C to acknowledge writes', async () => acknowledged.length >= 3);
    const { eventIds, jobIds } = await queueFanOut(40);
    await until(
      'C to hold a job and acknowledge writes',
      async () => {
        const [leased] = await database.db
          .select({ n: count() })
          .from(jobs)
          .where(and(inArray(jobs.id, jobIds), isNull(jobs.doneAt), sql`${jobs.lockedUntil} > now()`));
        return leased!.n > 0 && acknowledged.length >= 3;
      },
      15_000,
      10,
    );
    c.child.kill('SIGKILL');
    expect(await c.exited).toBeNull();
    writing = false;
    await writes;

    const orphaned = (
      await database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(inArray(jobs.id, jobIds), isNull(jobs.doneAt), sql`${jobs.lockedUntil} > now()`))
    ).map((row) => row.id);
    expect(orphaned.length).toBeGreaterThan(0);

    a.child.kill('SIGCONT');
    b.child.kill('SIGCONT');
    await until(
      'A and B to finish every job, C’s after its lease',
      async () => (await pendingOf(jobIds)) === 0,
      30_000,
    );
    const retried = await database.db
      .select({ attempts: jobs.attempts })
      .from(jobs)
      .where(inArray(jobs.id, orphaned));
    for (const row of retried) expect(row.attempts).toBeGreaterThanOrEqual(2);
    expect(await notificationsOf(eventIds)).toEqual({ all: 40 * FOLLOWERS, distinct: 40 * FOLLOWERS });

    const stored = await database.db
      .select({ id: events.id })
      .from(events)
      .where(inArray(events.id, acknowledged));
    expect(stored.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
    // The survivors still serve.
    for (const server of [a, b]) expect((await call(server, '/api/ready')).status).toBe(200);
  });
});
