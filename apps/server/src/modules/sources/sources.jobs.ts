/**
 * The `sources.sync` job: every few minutes it reads the sources whose time has come (each on its
 * own interval, or its back-off after errors), then queues its next pass. Two processes may run
 * it at once: each source is claimed before it is read.
 */
import { JOB_KINDS } from '../jobs/job-kinds.ts';
import { jobHandlers, scheduleRecurringJob } from '../jobs/jobs.service.ts';
import type { JobHandlers } from '../jobs/jobs.worker.ts';
import { findDueSourceIds } from './sources.repository.ts';
import { runSource, type SyncContext } from './sources.sync.ts';

const PASS_MS = 5 * 60_000;

/** Reads every due source; answers how many were read. */
export async function runDueSources(ctx: SyncContext, now = new Date()): Promise<number> {
  let read = 0;
  for (const id of await findDueSourceIds(ctx.db, now)) if (await runSource(ctx, id, { now })) read++;
  return read;
}

/** Makes sure a pass is queued (at start-up: soon). */
export function scheduleSourcesSync(ctx: Pick<SyncContext, 'db'>, now = new Date()): Promise<boolean> {
  return scheduleRecurringJob(ctx.db, JOB_KINDS.sourcesSync, new Date(now.getTime() + 60_000));
}

export function sourcesJobHandlers(ctx: SyncContext, options: { now?: () => Date } = {}): JobHandlers {
  return jobHandlers({
    async [JOB_KINDS.sourcesSync](_payload, job) {
      const now = options.now?.() ?? new Date();
      await runDueSources(ctx, now);
      await scheduleRecurringJob(ctx.db, JOB_KINDS.sourcesSync, new Date(now.getTime() + PASS_MS), job.id);
    },
  });
}
