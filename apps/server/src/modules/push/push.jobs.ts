/** The worker's side of pushing: send a batch of stored notifications, retry the passing failures. */
import type { DbOrTx } from '../../db/client.ts';
import { JOB_KINDS } from '../jobs/job-kinds.ts';
import { enqueueJob, jobHandlers } from '../jobs/jobs.service.ts';
import { type JobHandlers, retryDelayMs } from '../jobs/jobs.worker.ts';
import { pushNotifications } from './push.service.ts';
import type { PushSenders } from './push.types.ts';

/** Rounds of retrying pushes that failed for a passing reason (service down, time-out). */
const PUSH_ROUNDS = 4;

export function pushJobHandlers(
  db: DbOrTx,
  options: { senders: PushSenders; publicUrl: string; now?: () => Date },
): JobHandlers {
  return jobHandlers({
    async [JOB_KINDS.push]({ notificationIds, round }) {
      const result = await pushNotifications(db, {
        senders: options.senders,
        notificationIds,
        publicUrl: options.publicUrl,
      });
      // Only what failed goes round again, so a retry never repeats a push that arrived.
      if (result.failedNotificationIds.length && round + 1 < PUSH_ROUNDS) {
        const now = options.now?.() ?? new Date();
        await enqueueJob(
          db,
          JOB_KINDS.push,
          { notificationIds: result.failedNotificationIds, round: round + 1 },
          { runAt: new Date(now.getTime() + retryDelayMs(round + 1)) },
        );
      }
    },
  });
}
