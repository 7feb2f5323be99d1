/**
 * Who is told what, and that a crash in the middle of telling a thousand followers neither loses
 * nor doubles a notification or a push.
 */
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, events, favorites, follows, jobs, notifications, settings } from '../../src/db/schema.ts';
import { JOB_KINDS } from '../../src/modules/jobs/job-kinds.ts';
import { JobWorker } from '../../src/modules/jobs/jobs.worker.ts';
import {
  notificationJobHandlers,
  notifyEventChanged,
  notifyEventDeleted,
  notifyEventPublished,
  notifyUploader,
  takeEventSnapshot,
} from '../../src/modules/notifications/notifications.fanout.ts';
import { pushJobHandlers } from '../../src/modules/push/push.jobs.ts';
import type { PushMessage, PushSender } from '../../src/modules/push/push.types.ts';
import {
  createArtist,
  createDevice,
  createEvent,
  createLocation,
  createUser,
  favorite,
  follow,
} from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

const FOLLOWERS = 1000;

/** A push service that remembers every push it was given. */
function recordingSender(): PushSender & { pushes: PushMessage[] } {
  const pushes: PushMessage[] = [];
  return {
    pushes,
    async send(_token, message) {
      pushes.push(message);
      return 'sent';
    },
  };
}

describe.each(testDatabases())('notification fan-out on %s', (kind) => {
  let server: TestServer;
  /** The workers' clock: a second ahead of the database's, plus the time a test lets pass. */
  let offset = 1000;
  const now = () => new Date(Date.now() + offset);
  const sender = recordingSender();
  let crashAt: number | null = null;

  const worker = () =>
    new JobWorker(
      server.database.db,
      {
        ...notificationJobHandlers(server.database.db, {
          batchSize: 100,
          checkpoint: (handled) => {
            if (crashAt !== null && handled >= crashAt)
              throw new Error('power cut in the middle of the fan-out');
          },
          now,
        }),
        ...pushJobHandlers(server.database.db, {
          senders: { web: sender, native: sender },
          publicUrl: 'https://glentia.example',
          now,
        }),
      },
      { now },
    );

  beforeAll(async () => {
    server = await startTestServer(kind, { jobWorker: false });
  });
  afterAll(async () => server?.close());

  it(`tells each of ${FOLLOWERS} followers exactly once, even after a crash half-way`, async () => {
    const { db } = server.database;
    const venue = await createLocation(db, { name: 'Κέντρο Ψηλορείτης' });
    const lyra = await createArtist(db, { name: 'Μανώλης Λύρας' });
    const ids = Array.from({ length: FOLLOWERS }, (_, i) => `follower-${String(i).padStart(5, '0')}`);
    await db
      .insert(devices)
      .values(
        ids.map((id) => ({ id, pushToken: `token-${id}-abcdefghijklmnop`, platform: 'ANDROID' as const })),
      );
    // Half follow the venue, half the artist, and 50 follow both: still one notification each.
    await db
      .insert(follows)
      .values(
        ids.map((deviceId, i) =>
          i % 2 ? { deviceId, locationId: venue.id } : { deviceId, artistId: lyra.id },
        ),
      );
    await db
      .insert(follows)
      .values(ids.filter((_, i) => i % 2 && i < 100).map((deviceId) => ({ deviceId, artistId: lyra.id })));
    const event = await createEvent(db, {
      locationId: venue.id,
      artistIds: [lyra.id],
      daysFromToday: 5,
      time: '22:00',
    });

    await db.transaction(async (tx) => notifyEventPublished(tx, event.id));

    crashAt = 450;
    await worker().runDue();
    const [fanOutJob] = await db.select().from(jobs).where(eq(jobs.kind, JOB_KINDS.published));
    expect(fanOutJob).toMatchObject({ attempts: 1, doneAt: null });
    expect(fanOutJob!.lastError).toContain('power cut');
    const afterCrash = await db.select().from(notifications).where(eq(notifications.eventId, event.id));
    expect(afterCrash).toHaveLength(400);
    expect(sender.pushes).toHaveLength(400);

    // The process restarts; the retry is due after its back-off.
    crashAt = null;
    offset += 60_000;
    await worker().runDue();

    const all = await db.select().from(notifications).where(eq(notifications.eventId, event.id));
    expect(all).toHaveLength(FOLLOWERS);
    expect(new Set(all.map((n) => n.deviceId))).toEqual(new Set(ids));
    expect(all[0]).toMatchObject({
      title: 'Νέο γλέντι: Κέντρο Ψηλορείτης',
      url: `/glentia/${event.id}`,
      read: false,
    });
    expect(all[0]!.body).toContain('Μανώλης Λύρας');
    expect(all[0]!.body).toContain('22:00');

    const pushedIds = sender.pushes.map((push) => push.id);
    expect(pushedIds).toHaveLength(FOLLOWERS);
    expect(new Set(pushedIds)).toEqual(new Set(all.map((n) => n.id)));
    const [done] = await db.select().from(jobs).where(eq(jobs.id, fanOutJob!.id));
    expect(done).toMatchObject({ attempts: 2 });
    expect(done!.doneAt).not.toBeNull();

    // Publishing the same event again (unpublish, publish) tells nobody twice.
    await notifyEventPublished(db, event.id);
    await worker().runDue();
    expect(await db.select().from(notifications).where(eq(notifications.eventId, event.id))).toHaveLength(
      FOLLOWERS,
    );
    expect(sender.pushes).toHaveLength(FOLLOWERS);
  });

  it('tells those who saved an event that it was canceled or moved, in their language, and respects push settings', async () => {
    const { db } = server.database;
    const venue = await createLocation(db, { name: 'Ταβέρνα Ρίζες' });
    const event = await createEvent(db, { locationId: venue.id, daysFromToday: 3, time: '21:00' });
    await favorite(db, event.id, 'saver-greek-001');
    await favorite(db, event.id, 'saver-english-01');
    await favorite(db, event.id, 'saver-muted-0001');
    await db.insert(settings).values([
      { deviceId: 'saver-english-01', language: 'en' },
      { deviceId: 'saver-muted-0001', pushNotification: false },
    ]);
    await db
      .update(devices)
      .set({ pushToken: 'tok-saver-xxxxxxxxxxxxxxxxxxxx', platform: 'WEB' })
      .where(inArray(devices.id, ['saver-greek-001', 'saver-english-01', 'saver-muted-0001']));
    const pushedBefore = sender.pushes.length;

    await db.update(events).set({ canceled: true }).where(eq(events.id, event.id));
    await notifyEventChanged(db, event.id, { kind: 'canceled' });
    await db
      .update(events)
      .set({ canceled: false, date: event.date, time: '23:00' })
      .where(eq(events.id, event.id));
    await notifyEventChanged(db, event.id, {
      kind: 'moved',
      before: { date: event.date, time: '21:00', venue: venue.name },
    });
    await worker().runDue();

    const told = await db.select().from(notifications).where(eq(notifications.eventId, event.id));
    expect(told).toHaveLength(6);
    const greek = told
      .filter((n) => n.deviceId === 'saver-greek-001')
      .map((n) => n.title)
      .sort();
    expect(greek).toEqual(['Άλλαξε: Ταβέρνα Ρίζες', 'Ακυρώθηκε: Ταβέρνα Ρίζες']);
    const english = told.filter((n) => n.deviceId === 'saver-english-01');
    expect(english.map((n) => n.title).sort()).toEqual([
      'Cancelled: Taverna Rizes',
      'Changed: Taverna Rizes',
    ]);
    expect(english.find((n) => n.title.startsWith('Changed'))!.body).toMatch(/21:00.*23:00/);
    // Stored for all three; pushed to the two who did not switch pushes off.
    const pushed = sender.pushes.slice(pushedBefore).map((push) => push.id);
    expect(pushed).toHaveLength(4);
    const muted = told.filter((n) => n.deviceId === 'saver-muted-0001').map((n) => n.id);
    expect(pushed.some((id) => muted.includes(id))).toBe(false);
  });

  it('tells those who saved an event that it was deleted, from a snapshot taken before the delete', async () => {
    const { db } = server.database;
    const venue = await createLocation(db, { name: 'Κέντρο Άστρα' });
    const event = await createEvent(db, { locationId: venue.id, daysFromToday: 4 });
    await favorite(db, event.id, 'saver-deleted-01');
    await db.transaction(async (tx) => {
      const snapshot = await takeEventSnapshot(tx, event.id);
      await notifyEventDeleted(tx, snapshot!);
      await tx.delete(events).where(eq(events.id, event.id));
    });
    expect(await db.select().from(favorites).where(eq(favorites.eventId, event.id))).toEqual([]);
    await worker().runDue();
    const told = await db.select().from(notifications).where(eq(notifications.deviceId, 'saver-deleted-01'));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Αφαιρέθηκε: Κέντρο Άστρα', url: '/favorites', eventId: null });
  });

  it('tells an uploader their event was published or rejected, and nobody for events without one', async () => {
    const { db } = server.database;
    const uploader = await createUser(db, { username: 'stelios' });
    const venue = await createLocation(db, { name: 'Καφενείο Πλάτανος' });
    const published = await createEvent(db, { locationId: venue.id, ownerId: uploader.id });
    const rejected = await createEvent(db, { locationId: venue.id, ownerId: uploader.id, published: false });
    const anonymous = await createEvent(db, { locationId: venue.id });
    await notifyUploader(db, { eventId: published.id, outcome: 'published' });
    await notifyUploader(db, { eventId: rejected.id, outcome: 'rejected', reason: 'Λείπει η ώρα.' });
    await notifyUploader(db, { eventId: anonymous.id, outcome: 'published' });
    await worker().runDue();
    const told = await db.select().from(notifications).where(eq(notifications.userId, uploader.id));
    expect(told.map((n) => n.title).sort()).toEqual([
      'Το γλέντι σου δεν δημοσιεύτηκε',
      'Το γλέντι σου δημοσιεύτηκε',
    ]);
    expect(told.find((n) => n.eventId === rejected.id)!.body).toContain('Λείπει η ώρα.');
    const keys = await db.select().from(notifications).where(like(notifications.dedupeKey, 'uploader-%'));
    expect(keys).toHaveLength(2);
  });

  it('tells followers nothing about events that are past, canceled or unpublished by the time the job runs', async () => {
    const { db } = server.database;
    const venue = await createLocation(db);
    await createDevice(db, 'quiet-follower-1');
    await follow(db, { locationId: venue.id }, 'quiet-follower-1');
    const past = await createEvent(db, { locationId: venue.id, daysFromToday: -1 });
    const canceled = await createEvent(db, { locationId: venue.id, canceled: true });
    const hidden = await createEvent(db, { locationId: venue.id, published: false });
    for (const event of [past, canceled, hidden]) await notifyEventPublished(db, event.id);
    await worker().runDue();
    expect(
      await db.select().from(notifications).where(eq(notifications.deviceId, 'quiet-follower-1')),
    ).toEqual([]);
  });
});
