/** The job registry: one schema per kind, checked when a job is queued and when it is handled. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema.ts';
import { JOB_KINDS, type JobPayload } from '../../src/modules/jobs/job-kinds.ts';
import { insertJob } from '../../src/modules/jobs/jobs.repository.ts';
import { enqueueJob, jobHandlers } from '../../src/modules/jobs/jobs.service.ts';
import { JobWorker } from '../../src/modules/jobs/jobs.worker.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('typed jobs on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { jobWorker: false });
  });
  afterAll(async () => server?.close());

  const countJobs = async (jobKind: string) =>
    (await server.database.db.select().from(jobs).where(eq(jobs.kind, jobKind))).length;

  it('refuses a payload that does not fit its kind, and stores nothing', async () => {
    const { db } = server.database;
    const before = await countJobs(JOB_KINDS.spotifyArtist);
    // @ts-expect-error the compiler refuses it too: an artist id is a string
    await expect(enqueueJob(db, JOB_KINDS.spotifyArtist, { artistId: 42 })).rejects.toThrow();
    // @ts-expect-error and a payload of another kind
    await expect(enqueueJob(db, JOB_KINDS.spotifyArtist, { eventId: 'e' })).rejects.toThrow();
    expect(await countJobs(JOB_KINDS.spotifyArtist)).toBe(before);

    await enqueueJob(db, JOB_KINDS.spotifyArtist, { artistId: 'a' });
    expect(await countJobs(JOB_KINDS.spotifyArtist)).toBe(before + 1);
  });

  it('hands the handler its payload parsed: defaults filled in, unknown fields left out', async () => {
    const { db } = server.database;
    // Stored as an older version or a hand-made row would: without `round`, with an extra field.
    await insertJob(db, { kind: JOB_KINDS.push, payload: { notificationIds: ['n1'], extra: true } });
    const seen: Array<JobPayload<typeof JOB_KINDS.push>> = [];
    const worker = new JobWorker(
      db,
      jobHandlers({
        async [JOB_KINDS.push](payload) {
          seen.push(payload);
        },
      }),
      { now: () => new Date(Date.now() + 1000) },
    );
    await worker.runDue();
    expect(seen).toEqual([{ notificationIds: ['n1'], round: 0 }]);
  });

  it('gives up at once on a stored payload that does not fit, without calling the handler', async () => {
    const { db } = server.database;
    const id = await insertJob(db, { kind: JOB_KINDS.mail, payload: { notificationIds: 'n1' } });
    let called = false;
    const worker = new JobWorker(
      db,
      jobHandlers({
        async [JOB_KINDS.mail]() {
          called = true;
        },
      }),
      { now: () => new Date(Date.now() + 1000) },
    );
    await worker.runDue();
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(called).toBe(false);
    expect(row).toMatchObject({ attempts: 1 });
    expect(row?.doneAt).not.toBeNull();
    expect(row?.lastError).toContain('mail.notify');
  });
});
