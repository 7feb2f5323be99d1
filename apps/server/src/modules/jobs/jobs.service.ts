/** The job queue as other modules use it: typed by the registry in job-kinds.ts. */
import type { DbOrTx } from '../../db/client.ts';
import { JOB_PAYLOADS, type JobInput, type JobKind, type JobPayload } from './job-kinds.ts';
import {
  type ClaimedJob,
  deleteFinishedJobs,
  insertJob,
  insertJobUnlessWaiting,
  type JobQueueStats,
  jobQueueStats,
} from './jobs.repository.ts';
import { type JobHandlers, UnrunnableJobError } from './jobs.worker.ts';

/**
 * Queues a job of `kind` inside the caller's transaction (it commits with the change or not at
 * all). A payload that does not fit the kind is refused here, before anything is stored.
 */
export async function enqueueJob<K extends JobKind>(
  db: DbOrTx,
  kind: K,
  payload: JobInput<K>,
  options: { runAt?: Date } = {},
): Promise<number> {
  const parsed = JOB_PAYLOADS[kind].parse(payload);
  return insertJob(db, { kind, payload: parsed, ...(options.runAt ? { runAt: options.runAt } : {}) });
}

export type TypedJobHandlers = {
  [K in JobKind]?: (payload: JobPayload<K>, job: ClaimedJob) => Promise<void>;
};

/**
 * The worker's handlers for these kinds: each receives its payload parsed by the kind's schema.
 * A stored payload that does not fit (written by an older version, or by hand) is given up at
 * once rather than retried, since no retry can make it fit.
 */
export function jobHandlers(handlers: TypedJobHandlers): JobHandlers {
  const result: JobHandlers = {};
  for (const kind of Object.keys(handlers) as JobKind[]) {
    const handler = handlers[kind] as (payload: unknown, job: ClaimedJob) => Promise<void>;
    const schema = JOB_PAYLOADS[kind];
    result[kind] = async (payload, job) => {
      const parsed = schema.safeParse(payload);
      if (!parsed.success) throw new UnrunnableJobError(`payload of "${kind}": ${parsed.error.message}`);
      await handler(parsed.data, job);
    };
  }
  return result;
}

/**
 * Queues the next run of a recurring job (a sweep, a generation, a fetch) at `runAt`, unless one is
 * waiting already; `exceptJobId` is the run in progress, which is about to finish. Returns whether
 * a run was queued now.
 */
export async function scheduleRecurringJob(
  db: DbOrTx,
  kind: JobKind,
  runAt: Date,
  exceptJobId = 0,
): Promise<boolean> {
  return insertJobUnlessWaiting(db, kind, runAt, exceptJobId);
}

/** Removes jobs that finished before `before`. */
export async function removeFinishedJobsBefore(db: DbOrTx, before: Date): Promise<number> {
  return deleteFinishedJobs(db, before);
}

/** How many jobs wait, are due and run now, and how old the oldest due one is (for /metrics). */
export async function readJobQueueStats(db: DbOrTx, now: Date): Promise<JobQueueStats> {
  return jobQueueStats(db, now);
}
