/** SQL of the retention sweep: each statement removes or blanks what the privacy policy no longer lets Glentia keep. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { affectedRows } from '../../db/results.ts';
import type { JobKind } from '../jobs/job-kinds.ts';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Devices unused since `before`, with their favourites, follows, settings and notifications (cascade). */
export async function deleteIdleDevices(db: DbOrTx, before: Date): Promise<number> {
  return affectedRows(await db.execute(sql`delete from devices where last_seen_at < ${at(before)}`));
}

/** Notifications older than `before`. */
export async function deleteOldNotifications(db: DbOrTx, before: Date): Promise<number> {
  return affectedRows(await db.execute(sql`delete from notifications where created_at < ${at(before)}`));
}

/** The last shared position of a device, once older than `before`. */
export async function forgetOldDeviceLocations(db: DbOrTx, before: Date): Promise<number> {
  return affectedRows(
    await db.execute(sql`
      update devices set lat = null, lng = null, location_updated_at = null
      where location_updated_at < ${at(before)}`),
  );
}

/** Cookie-consent records older than `before`. */
export async function deleteOldConsentLogs(db: DbOrTx, before: Date): Promise<number> {
  return affectedRows(await db.execute(sql`delete from consent_logs where created_at < ${at(before)}`));
}

/** Ad views and clicks older than `before` stay counted, but no longer say whose they were. */
export async function anonymiseOldAdEvents(db: DbOrTx, before: Date): Promise<number> {
  return affectedRows(
    await db.execute(sql`
      update ad_events set device_id = null, user_id = null
      where created_at < ${at(before)} and (device_id is not null or user_id is not null)`),
  );
}

/** Which device saw which event on a day: needed only to count a view once a day. */
export async function deleteOldEventViews(db: DbOrTx, beforeDay: string): Promise<number> {
  return affectedRows(await db.execute(sql`delete from event_views where viewed_on < ${beforeDay}::date`));
}

/** Sign-in and e-mail tokens that can no longer be used. */
export async function deleteExpiredTokens(db: DbOrTx, before: Date): Promise<number> {
  const refresh = await db.execute(sql`delete from refresh_tokens where expires_at < ${at(before)}`);
  const mail = await db.execute(sql`delete from email_tokens where expires_at < ${at(before)}`);
  return affectedRows(refresh) + affectedRows(mail);
}

/** Failed logins older than `before` (the lock looks back 15 minutes). */
export async function deleteOldLoginFailures(db: DbOrTx, before: Date): Promise<number> {
  return affectedRows(await db.execute(sql`delete from login_failures where failed_at < ${at(before)}`));
}

/** Finished jobs older than `before`. */
export async function deleteFinishedJobs(db: DbOrTx, before: Date): Promise<number> {
  return affectedRows(await db.execute(sql`delete from jobs where done_at < ${at(before)}`));
}

/** Queues the next sweep at `runAt`, unless another one (not `exceptJobId`, the one running) is waiting. */
export async function scheduleSweep(
  db: DbOrTx,
  kind: JobKind,
  runAt: Date,
  exceptJobId = 0,
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into jobs (kind, payload, run_at)
    select ${kind}, '{}'::jsonb, ${at(runAt)}
    where not exists (
      select 1 from jobs where kind = ${kind} and done_at is null and id <> ${exceptJobId}
    )`);
  return affectedRows(result) > 0;
}
