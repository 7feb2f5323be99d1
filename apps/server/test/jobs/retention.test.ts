/**
 * The daily sweep keeps what the privacy policy promises: old devices, notifications, locations,
 * consent records, weekly-digest records and the owners of ad statistics go when their period is over, and nothing
 * younger is touched.
 */
import { addDays, todayInAthens } from '@glentia/core';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adEvents,
  consentLogs,
  devices,
  digestSends,
  eventViews,
  favorites,
  jobs,
  loginFailures,
  notifications,
  refreshTokens,
} from '../../src/db/schema.ts';
import { JOB_KINDS } from '../../src/modules/jobs/job-kinds.ts';
import { JobWorker } from '../../src/modules/jobs/jobs.worker.ts';
import {
  retentionJobHandlers,
  scheduleRetentionSweep,
  sweepExpiredData,
} from '../../src/modules/retention/retention.service.ts';
import { createAd, createEvent, createUser, favorite } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabases())('retention sweep (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { jobWorker: false });
  });
  afterAll(async () => server?.close());

  it('removes and blanks only what outlived its period', async () => {
    const { db } = server.database;
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const event = await createEvent(db, { daysFromToday: 3 });

    // A visitor gone for 13 months, with a favourite and a notification; one seen last week
    // whose shared position is 40 days old; one who shared it yesterday.
    await db.insert(devices).values([
      { id: 'gone-visitor', lastSeenAt: ago(400) },
      { id: 'weekly-visitor', lastSeenAt: ago(7), lat: 35.3, lng: 25.1, locationUpdatedAt: ago(40) },
      { id: 'fresh-visitor', lastSeenAt: ago(0), lat: 35.5, lng: 24.0, locationUpdatedAt: ago(1) },
    ]);
    await favorite(db, event.id, 'gone-visitor');
    await favorite(db, event.id, 'weekly-visitor');
    await db.insert(notifications).values([
      { deviceId: 'gone-visitor', title: 'Παλιό' },
      { deviceId: 'weekly-visitor', title: 'Πέρσι', createdAt: ago(370) },
      { deviceId: 'weekly-visitor', title: 'Χθες', createdAt: ago(1) },
    ]);
    await db.insert(consentLogs).values([
      { deviceId: 'weekly-visitor', cookie: { categories: ['necessary'] }, createdAt: ago(4 * 365) },
      { deviceId: 'weekly-visitor', cookie: { categories: ['necessary', 'ads'] }, createdAt: ago(30) },
    ]);
    const ad = await createAd(db);
    await db.insert(adEvents).values([
      { adId: ad.id, actionType: 'VIEW', deviceId: 'weekly-visitor', createdAt: ago(400) },
      { adId: ad.id, actionType: 'CLICK', deviceId: 'weekly-visitor', createdAt: ago(2) },
    ]);
    const today = todayInAthens(now);
    await db.insert(eventViews).values([
      { eventId: event.id, deviceId: 'weekly-visitor', viewedOn: addDays(today, -3) },
      { eventId: event.id, deviceId: 'weekly-visitor', viewedOn: today },
    ]);
    const user = await createUser(db);
    await db.insert(refreshTokens).values([
      { userId: user.id, familyId: crypto.randomUUID(), tokenHash: 'expired', expiresAt: ago(10) },
      { userId: user.id, familyId: crypto.randomUUID(), tokenHash: 'valid', expiresAt: ago(-20) },
    ]);
    await db.insert(loginFailures).values([
      { emailKey: 'maria@example.com', failedAt: ago(2) },
      { emailKey: 'maria@example.com', failedAt: ago(0) },
    ]);
    await db.insert(jobs).values([
      { kind: 'push.send', payload: {}, doneAt: ago(40) },
      { kind: 'push.send', payload: {}, doneAt: ago(1) },
    ]);

    // Weekly digests: one taken 9 weeks ago goes, last week's and this week's stay.
    await db.insert(digestSends).values([
      { userId: user.id, week: '2026-W01', channel: 'email', sentAt: ago(63), createdAt: ago(63) },
      { userId: user.id, week: '2026-W02', channel: 'email', sentAt: ago(7), createdAt: ago(7) },
      { deviceId: 'weekly-visitor', week: '2026-W03', channel: 'push', createdAt: ago(0) },
    ]);

    const result = await sweepExpiredData(db, now);
    expect(result).toEqual({
      idleDevices: 1,
      notifications: 1,
      deviceLocations: 1,
      consentRecords: 1,
      adEvents: 1,
      eventViews: 1,
      tokens: 1,
      loginFailures: 1,
      jobs: 1,
      digestSends: 1,
    });

    expect((await db.select({ id: devices.id }).from(devices)).map((row) => row.id).sort()).toEqual([
      'fresh-visitor',
      'weekly-visitor',
    ]);
    expect((await db.select().from(favorites)).map((row) => row.deviceId)).toEqual(['weekly-visitor']);
    expect((await db.select().from(notifications)).map((row) => row.title)).toEqual(['Χθες']);
    const [weekly] = await db.select().from(devices).where(eq(devices.id, 'weekly-visitor'));
    expect(weekly).toMatchObject({ lat: null, lng: null, locationUpdatedAt: null });
    const [fresh] = await db.select().from(devices).where(eq(devices.id, 'fresh-visitor'));
    expect(fresh).toMatchObject({ lat: 35.5, lng: 24.0 });
    expect(await db.select().from(consentLogs)).toHaveLength(1);
    // The old view is still counted, but no longer says whose it was.
    expect(await db.select().from(adEvents)).toHaveLength(2);
    expect(await db.select().from(adEvents).where(isNull(adEvents.deviceId))).toHaveLength(1);
    expect((await db.select().from(eventViews)).map((row) => row.viewedOn)).toEqual([today]);
    expect((await db.select().from(refreshTokens)).map((row) => row.tokenHash)).toEqual(['valid']);
    expect((await db.select().from(digestSends)).map((row) => row.week).sort()).toEqual([
      '2026-W02',
      '2026-W03',
    ]);

    // A second sweep finds nothing more.
    expect(Object.values(await sweepExpiredData(db, now)).every((count) => count === 0)).toBe(true);
  });

  it('runs once a day on the job queue, with one sweep waiting at a time', async () => {
    const { db } = server.database;
    let clock = new Date();
    const pending = () =>
      db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, JOB_KINDS.retention), isNull(jobs.doneAt)));

    expect(await scheduleRetentionSweep(db, clock)).toBe(true);
    // A second start-up (another process) does not queue another.
    expect(await scheduleRetentionSweep(db, clock)).toBe(false);
    expect(await pending()).toHaveLength(1);

    const swept: unknown[] = [];
    const worker = new JobWorker(
      db,
      retentionJobHandlers(db, { now: () => clock, onSwept: (result) => swept.push(result) }),
      { now: () => clock },
    );
    expect(await worker.runDue()).toBe(0); // not due for a minute yet
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect(await worker.runDue()).toBe(1);
    expect(swept).toHaveLength(1);

    const [next] = await pending();
    expect(next!.runAt.getTime()).toBe(clock.getTime() + DAY);
    clock = new Date(clock.getTime() + DAY);
    expect(await worker.runDue()).toBe(1);
    expect(swept).toHaveLength(2);
    expect(await pending()).toHaveLength(1);
  });
});
