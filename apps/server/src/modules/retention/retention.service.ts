/**
 * Keeps only what the privacy policy says Glentia keeps (§3 "How long we keep it"): a sweep runs
 * once a day on the job queue and removes or blanks what has outlived its period. The periods
 * here and the policy's text change together.
 */
import { addDays, todayInAthens } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { anonymiseAdEventsBefore } from '../ads/ads.service.ts';
import { removeLoginFailuresBefore } from '../auth/login-throttle.ts';
import { removeExpiredTokens } from '../auth/sessions.service.ts';
import { removeConsentLogsBefore } from '../consent/consent.service.ts';
import { forgetDeviceLocationsBefore, removeIdleDevices } from '../devices/devices.service.ts';
import { removeDigestSendsBefore } from '../digest/digest.service.ts';
import { forgetEventViewersBefore } from '../events/events.service.ts';
import { JOB_KINDS } from '../jobs/job-kinds.ts';
import { jobHandlers, removeFinishedJobsBefore, scheduleRecurringJob } from '../jobs/jobs.service.ts';
import type { JobHandlers } from '../jobs/jobs.worker.ts';
import { removeNotificationsBefore } from '../notifications/notifications.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The policy's periods, in days. */
export const RETENTION_DAYS = {
  /** Device data, visitors' favourites, follows and settings, after the device was last used. */
  idleDevice: 365,
  notification: 365,
  deviceLocation: 30,
  consentRecord: 3 * 365,
  /** Ad statistics stay; who saw or clicked is forgotten like device data. */
  adEventOwner: 365,
  /** Expired sign-in and e-mail links, and finished background jobs: housekeeping. */
  expiredToken: 7,
  finishedJob: 30,
  /** Which weeks a person's digest went out: 8 weeks (only this week's guards against a second send). */
  digestSend: 8 * 7,
} as const;

export interface SweepResult {
  idleDevices: number;
  notifications: number;
  deviceLocations: number;
  consentRecords: number;
  adEvents: number;
  eventViews: number;
  tokens: number;
  loginFailures: number;
  jobs: number;
  digestSends: number;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** One sweep, as of `now`. */
export async function sweepExpiredData(db: DbOrTx, now = new Date()): Promise<SweepResult> {
  return db.transaction(async (tx) => ({
    idleDevices: await removeIdleDevices(tx, daysBefore(now, RETENTION_DAYS.idleDevice)),
    notifications: await removeNotificationsBefore(tx, daysBefore(now, RETENTION_DAYS.notification)),
    deviceLocations: await forgetDeviceLocationsBefore(tx, daysBefore(now, RETENTION_DAYS.deviceLocation)),
    consentRecords: await removeConsentLogsBefore(tx, daysBefore(now, RETENTION_DAYS.consentRecord)),
    adEvents: await anonymiseAdEventsBefore(tx, daysBefore(now, RETENTION_DAYS.adEventOwner)),
    // A view counts once a day per device; yesterday's pairs are no longer needed.
    eventViews: await forgetEventViewersBefore(tx, addDays(todayInAthens(now), -1)),
    tokens: await removeExpiredTokens(tx, daysBefore(now, RETENTION_DAYS.expiredToken)),
    loginFailures: await removeLoginFailuresBefore(tx, daysBefore(now, 1)),
    jobs: await removeFinishedJobsBefore(tx, daysBefore(now, RETENTION_DAYS.finishedJob)),
    digestSends: await removeDigestSendsBefore(tx, daysBefore(now, RETENTION_DAYS.digestSend)),
  }));
}

/** Makes sure a sweep is queued (at start-up: soon, so a long-stopped server catches up). */
export function scheduleRetentionSweep(db: DbOrTx, now = new Date()): Promise<boolean> {
  return scheduleRecurringJob(db, JOB_KINDS.retention, new Date(now.getTime() + 60_000));
}

export function retentionJobHandlers(
  db: DbOrTx,
  options: {
    now?: () => Date;
    onSwept?: (result: SweepResult) => void;
    /** Runs after each sweep (the embedded database is vacuumed and analysed then). */
    afterSweep?: () => Promise<unknown>;
  } = {},
): JobHandlers {
  return jobHandlers({
    async [JOB_KINDS.retention](_payload, job) {
      const now = options.now?.() ?? new Date();
      options.onSwept?.(await sweepExpiredData(db, now));
      await options.afterSweep?.();
      await scheduleRecurringJob(db, JOB_KINDS.retention, new Date(now.getTime() + DAY_MS), job.id);
    },
  });
}
