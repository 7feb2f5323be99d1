/**
 * The `digest.weekly` job: runs every Thursday at 10:00 in Crete (and soon after a start on a
 * Thursday, so a server that was down that morning catches up; the week's rows keep it to one
 * message each). On any other day it only queues the next Thursday's run.
 */
import { digestWeekOn, isThursday, nextDigestRun, todayInAthens } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { JOB_KINDS } from '../jobs/job-kinds.ts';
import { jobHandlers, scheduleRecurringJob } from '../jobs/jobs.service.ts';
import type { JobHandlers } from '../jobs/jobs.worker.ts';
import { type DigestOptions, type DigestRunResult, sendWeeklyDigests } from './digest.service.ts';

/** Makes sure a run is queued: within a minute on a Thursday, else next Thursday at 10:00. */
export function scheduleWeeklyDigest(db: DbOrTx, now = new Date()): Promise<boolean> {
  const runAt = isThursday(todayInAthens(now)) ? new Date(now.getTime() + 60_000) : nextDigestRun(now);
  return scheduleRecurringJob(db, JOB_KINDS.weeklyDigest, runAt);
}

export function digestJobHandlers(
  db: DbOrTx,
  options: DigestOptions & { now?: () => Date; onSent?: (result: DigestRunResult) => void },
): JobHandlers {
  return jobHandlers({
    async [JOB_KINDS.weeklyDigest](_payload, job) {
      const now = options.now?.() ?? new Date();
      // The next run first: a failure below retries this one and leaves next week's in place.
      await scheduleRecurringJob(db, JOB_KINDS.weeklyDigest, nextDigestRun(now), job.id);
      const week = digestWeekOn(todayInAthens(now));
      if (!week) return;
      const result = await sendWeeklyDigests(db, week, { ...options, now });
      options.onSent?.(result);
      // Mails that failed gave their week back; the retry (minutes later) sends only those.
      if (result.failed > 0) throw new Error(`weekly digest: ${result.failed} e-mails not sent`);
    },
  });
}
