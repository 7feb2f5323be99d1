/** The worker's side of pushing: send a batch of stored notifications, retry the passing failures. */
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { JOB_KINDS } from '../jobs/job-kinds.ts';
import { insertJob } from '../jobs/jobs.repository.ts';
import { type JobHandlers, retryDelayMs } from '../jobs/jobs.worker.ts';
import { pushNotifications } from './push.service.ts';
import type { PushSenders } from './push.types.ts';

/** Rounds of retrying pushes that failed for a passing reason (service down, time-out). */
const PUSH_ROUNDS = 4;

const ZPushPayload = z.object({
  notificationIds: z.array(z.string()).max(10_000),
  round: z.number().int().min(0).default(0),
});

export function pushJobHandlers(
  db: DbOrTx,
  options: { senders: PushSenders; publicUrl: string; now?: () => Date },
): JobHandlers {
  return {
    async [JOB_KINDS.push](payload) {
      const { notificationIds, round } = ZPushPayload.parse(payload);
      const result = await pushNotifications(db, {
        senders: options.senders,
        notificationIds,
        publicUrl: options.publicUrl,
      });
      // Only what failed goes round again, so a retry never repeats a push that arrived.
      if (result.failedNotificationIds.length && round + 1 < PUSH_ROUNDS) {
        const now = options.now?.() ?? new Date();
        await insertJob(db, {
          kind: JOB_KINDS.push,
          payload: { notificationIds: result.failedNotificationIds, round: round + 1 },
          runAt: new Date(now.getTime() + retryDelayMs(round + 1)),
        });
      }
    },
  };
}
