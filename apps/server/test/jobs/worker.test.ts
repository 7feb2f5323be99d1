import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema.ts';
import { claimDueJobs, insertJob, renewJobLease } from '../../src/modules/jobs/jobs.repository.ts';
import { JobWorker, retryDelayMs } from '../../src/modules/jobs/jobs.worker.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe('retryDelayMs', () => {
  it('doubles from 10 s up to 30 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(20)).toBe(30 * 60_000);
  });
});

describe.each(testDatabases())('the job worker on %s', (kind) => {
  let server: TestServer;
  let clock: Date;

  beforeAll(async () => {
    server = await startTestServer(kind, { jobWorker: false });
  });
  // The worker's clock runs a second ahead, so every job a test queues is due.
  beforeEach(() => {
    clock = new Date(Date.now() + 1000);
  });
  afterAll(async () => server?.close());

  it('runs due jobs once, in order, and leaves future ones', async () => {
    const { db } = server.database;
    const seen: unknown[] = [];
    const first = await insertJob(db, { kind: 'test.order', payload: { n: 1 } });
    await insertJob(db, { kind: 'test.order', payload: { n: 2 } });
    const later = await insertJob(db, {
      kind: 'test.order',
      payload: { n: 3 },
      runAt: new Date(clock.getTime() + 3_600_000),
    });
    const worker = new JobWorker(
      db,
      { 'test.order': async (payload) => void seen.push(payload) },
      { now: () => clock },
    );
    expect(await worker.runDue()).toBe(2);
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await worker.runDue()).toBe(0);
    const [done] = await db.select().from(jobs).where(eq(jobs.id, first));
    expect(done!.doneAt).not.toBeNull();
    const [waiting] = await db.select().from(jobs).where(eq(jobs.id, later));
    expect(waiting!.doneAt).toBeNull();
    await db.delete(jobs).where(eq(jobs.id, later));
  });

  it('runs a job queued a moment before, by the same clock', async () => {
    const { db } = server.database;
    await insertJob(db, { kind: 'test.now', payload: {} });
    // Read the clock right after queueing, as a worker in this process would.
    const now = new Date();
    const ran: unknown[] = [];
    const worker = new JobWorker(
      db,
      { 'test.now': async (payload) => void ran.push(payload) },
      { now: () => now },
    );
    expect(await worker.runDue()).toBe(1);
    expect(ran).toEqual([{}]);
  });

  it('never hands a leased job to a second worker until the lease runs out', async () => {
    const { db } = server.database;
    const id = await insertJob(db, { kind: 'test.lease', payload: {} });
    const taken = await claimDueJobs(db, { limit: 10, leaseMs: 60_000, now: clock });
    expect(taken.map((job) => job.id)).toEqual([id]);
    expect(await claimDueJobs(db, { limit: 10, leaseMs: 60_000, now: clock })).toEqual([]);
    // The first worker died; after its lease another one takes the job, as attempt 2.
    const retaken = await claimDueJobs(db, {
      limit: 10,
      leaseMs: 60_000,
      now: new Date(clock.getTime() + 61_000),
    });
    expect(retaken).toEqual([{ id, kind: 'test.lease', payload: {}, attempts: 2 }]);
    await db.delete(jobs).where(eq(jobs.id, id));
  });

  it('renews the lease of each job of a batch as it starts, so a job that waited is not run twice', async () => {
    const { db } = server.database;
    const start = clock.getTime();
    const ids = [
      await insertJob(db, { kind: 'test.batch', payload: { n: 1 } }),
      await insertJob(db, { kind: 'test.batch', payload: { n: 2 } }),
    ];
    const ranBySecond: unknown[] = [];
    const second = new JobWorker(
      db,
      { 'test.batch': async (payload) => void ranBySecond.push(payload) },
      { now: () => clock, leaseMs: 1000 },
    );
    const ranByFirst: unknown[] = [];
    let secondFound = -1;
    const first = new JobWorker(
      db,
      {
        'test.batch': async (payload) => {
          ranByFirst.push(payload);
          if ((payload as { n: number }).n === 1) {
            // The first job is slow: the batch's lease (taken at `start`) is nearly over.
            clock = new Date(start + 900);
          } else {
            // Past the batch's lease, but this job's lease began when it started.
            clock = new Date(start + 1500);
            secondFound = await second.runDue();
          }
        },
      },
      { now: () => clock, leaseMs: 1000 },
    );
    expect(await first.runDue()).toBe(2);
    expect(secondFound).toBe(0);
    expect(ranByFirst).toEqual([{ n: 1 }, { n: 2 }]);
    expect(ranBySecond).toEqual([]);
    const rows = await db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.map((row) => [row.attempts, row.doneAt !== null])).toEqual([
      [1, true],
      [1, true],
    ]);
    await db.delete(jobs).where(inArray(jobs.id, ids));
  });

  it('does not renew a lease once another worker has taken the job', async () => {
    const { db } = server.database;
    const id = await insertJob(db, { kind: 'test.renew', payload: {} });
    const [mine] = await claimDueJobs(db, { limit: 1, leaseMs: 1000, now: clock });
    expect(await renewJobLease(db, mine!, { leaseMs: 1000, now: clock })).toBe(true);
    const later = new Date(clock.getTime() + 5000);
    const [theirs] = await claimDueJobs(db, { limit: 1, leaseMs: 1000, now: later });
    expect(theirs!.id).toBe(id);
    expect(await renewJobLease(db, mine!, { leaseMs: 1000, now: later })).toBe(false);
    expect(await renewJobLease(db, theirs!, { leaseMs: 1000, now: later })).toBe(true);
    await db.delete(jobs).where(eq(jobs.id, id));
  });

  it('retries a failing job with growing delays and gives up after the last attempt', async () => {
    const { db } = server.database;
    const id = await insertJob(db, { kind: 'test.fail', payload: {} });
    let calls = 0;
    const worker = new JobWorker(
      db,
      {
        'test.fail': async () => {
          calls++;
          throw new Error(`attempt ${calls} failed`);
        },
      },
      { now: () => clock, maxAttempts: 3 },
    );
    await worker.runDue();
    let [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ attempts: 1, doneAt: null });
    expect(row!.runAt.getTime()).toBe(clock.getTime() + 10_000);
    clock = new Date(clock.getTime() + 10_000);
    await worker.runDue();
    [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row!.runAt.getTime()).toBe(clock.getTime() + 20_000);
    clock = new Date(clock.getTime() + 20_000);
    await worker.runDue();
    [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(calls).toBe(3);
    expect(row!.doneAt).not.toBeNull();
    expect(row!.lastError).toContain('attempt 3 failed');
  });

  it('gives up at once on a job nobody knows how to run', async () => {
    const { db } = server.database;
    const id = await insertJob(db, { kind: 'test.unknown', payload: {} });
    await new JobWorker(db, {}, { now: () => clock }).runDue();
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row!.doneAt).not.toBeNull();
    expect(row!.lastError).toContain('no handler');
  });
});
