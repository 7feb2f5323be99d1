/** SQL of the job queue: work done off the request path, claimed with FOR UPDATE SKIP LOCKED. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { affectedRows, resultRows } from '../../db/results.ts';
import { jobs } from '../../db/schema.ts';
import type { JobKind } from './job-kinds.ts';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** Attempts including this one. */
  attempts: number;
}

/** Wakes the workers of every process; PostgreSQL delivers it when the enqueuing transaction commits. */
export const JOBS_CHANNEL = 'glentia_jobs';

export async function insertJob(
  db: DbOrTx,
  job: { kind: string; payload: unknown; runAt?: Date },
): Promise<number> {
  // Due from this process's clock, the one workers claim by: the database's own now() carries
  // microseconds and could put a job a fraction of a millisecond after a worker's "now".
  const [row] = await db
    .insert(jobs)
    .values({ kind: job.kind, payload: job.payload, runAt: job.runAt ?? new Date() })
    .returning({ id: jobs.id });
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${job.kind})`);
  return row!.id;
}

/**
 * Takes up to `limit` due jobs for this worker: each gets a lease until `now + leaseMs` and one more
 * attempt. Rows another worker holds are skipped, and a lease that ran out (its worker died) makes
 * the job due again.
 */
export async function claimDueJobs(
  db: DbOrTx,
  options: { limit: number; leaseMs: number; now: Date },
): Promise<ClaimedJob[]> {
  const now = options.now.toISOString();
  const until = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const result = await db.execute(sql`
    update jobs set locked_until = ${until}::timestamptz, attempts = attempts + 1
    where id in (
      select id from jobs
      where done_at is null
        and run_at <= ${now}::timestamptz
        and (locked_until is null or locked_until <= ${now}::timestamptz)
      order by run_at, id
      limit ${options.limit}
      for update skip locked
    )
    returning id, kind, payload, attempts`);
  return resultRows(result)
    .map((row) => ({
      id: Number(row.id),
      kind: String(row.kind),
      payload: row.payload,
      attempts: Number(row.attempts),
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * Extends this worker's lease on a job it claimed, from `now`. False when the job is no longer
 * this claim's: another worker took it after the lease ran out (its attempt count moved on), or it
 * is done.
 */
export async function renewJobLease(
  db: DbOrTx,
  job: Pick<ClaimedJob, 'id' | 'attempts'>,
  options: { leaseMs: number; now: Date },
): Promise<boolean> {
  const until = new Date(options.now.getTime() + options.leaseMs);
  const renewed = await db
    .update(jobs)
    .set({ lockedUntil: until })
    .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), isNull(jobs.doneAt)))
    .returning({ id: jobs.id });
  return renewed.length > 0;
}

export async function completeJob(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.update(jobs).set({ doneAt: now, lockedUntil: null }).where(eq(jobs.id, id));
}

/** Records a failure: the job runs again at `retryAt`, or never again when that is null. */
export async function failJob(
  db: DbOrTx,
  id: number,
  failure: { error: string; retryAt: Date | null; now: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      lastError: failure.error.slice(0, 2000),
      lockedUntil: null,
      ...(failure.retryAt ? { runAt: failure.retryAt } : { doneAt: failure.now }),
    })
    .where(and(eq(jobs.id, id)));
}

export async function findJob(db: DbOrTx, id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

export interface JobQueueStats {
  /** Not done yet: due, running, or waiting for their time or retry. */
  pending: number;
  /** Due now and not held by a worker's lease. */
  due: number;
  /** Held by a worker's lease. */
  running: number;
  /** When the longest-waiting due job became due (null: none is due). */
  oldestDueAt: Date | null;
}

/** The queue at `now`, read by /metrics at scrape time (the partial index on pending jobs keeps it cheap). */
export async function jobQueueStats(db: DbOrTx, now: Date): Promise<JobQueueStats> {
  const at = now.toISOString();
  const [row] = resultRows<{ pending: unknown; due: unknown; running: unknown; oldest: unknown }>(
    await db.execute(sql`
      select count(*) as pending,
        count(*) filter (where run_at <= ${at}::timestamptz
          and (locked_until is null or locked_until <= ${at}::timestamptz)) as due,
        count(*) filter (where locked_until > ${at}::timestamptz) as running,
        min(run_at) filter (where run_at <= ${at}::timestamptz
          and (locked_until is null or locked_until <= ${at}::timestamptz)) as oldest
      from jobs where done_at is null`),
  );
  const oldest = row?.oldest;
  return {
    pending: Number(row?.pending ?? 0),
    due: Number(row?.due ?? 0),
    running: Number(row?.running ?? 0),
    oldestDueAt: oldest === null || oldest === undefined ? null : new Date(oldest as string | Date),
  };
}

/** Finished jobs older than `before`. */
export async function deleteFinishedJobs(db: DbOrTx, before: Date): Promise<number> {
  return affectedRows(
    await db.execute(sql`delete from jobs where done_at < ${before.toISOString()}::timestamptz`),
  );
}

/** Queues a `kind` job at `runAt`, unless one (not `exceptJobId`, the one running) is waiting. */
export async function insertJobUnlessWaiting(
  db: DbOrTx,
  kind: JobKind,
  runAt: Date,
  exceptJobId: number,
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into jobs (kind, payload, run_at)
    select ${kind}, '{}'::jsonb, ${runAt.toISOString()}::timestamptz
    where not exists (
      select 1 from jobs where kind = ${kind} and done_at is null and id <> ${exceptJobId}
    )`);
  return affectedRows(result) > 0;
}
