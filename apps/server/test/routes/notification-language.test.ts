/**
 * Notifications in the reader's language, end to end: a device and an account say which language
 * they read (PUT /api/public/settings), an admin cancels a glenti they saved, and each of them is
 * told in their language — in the app, by web push and by e-mail — with names written for it.
 * Stored notifications follow a later switch of language.
 */
import type { TNotification } from '@glentia/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { inDays, json, makeCaller, type TestCaller } from '../contribute.ts';
import { createArtist, createEvent, createLocation } from '../factories.ts';
import { settleJobs, startTestServer, type TestServer, testDatabases } from '../helper.ts';
import {
  createBrowserKeys,
  decryptWebPush,
  startWebPushService,
  subscriptionJson,
} from '../push/local-push-services.ts';
import { readOutbox } from '../support/accounts.ts';

describe.each(testDatabases())('notifications in the reader’s language (%s)', (kind) => {
  let server: TestServer;
  let pushService: Awaited<ReturnType<typeof startWebPushService>>;
  let admin: TestCaller;
  const englishKeys = createBrowserKeys();
  const greekKeys = createBrowserKeys();

  beforeAll(async () => {
    pushService = await startWebPushService();
    server = await startTestServer(kind, {
      jobWorker: false,
      webPushAllowInsecure: true,
      publicUrl: 'https://glentia.example',
    });
    admin = await makeCaller(server, 'admin');
  });
  afterAll(async () => {
    await server?.close();
    await pushService?.close();
  });

  const chooseLanguage = (
    language: 'el' | 'en',
    init: { device?: string | null; headers?: Record<string, string> },
  ) =>
    server.request('/api/public/settings', {
      method: 'PUT',
      ...init,
      headers: { ...init.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ language }),
    });

  const notificationsOf = async (
    init: { device?: string | null; headers?: Record<string, string> },
    language: 'el' | 'en',
  ) =>
    json<TNotification[]>(
      server.request('/api/public/notifications', {
        ...init,
        headers: { ...init.headers, 'accept-language': language },
      }),
    );

  async function savedGlenti() {
    const { db } = server.database;
    const venue = await createLocation(db, { name: 'Ταβέρνα της Κατερίνας' });
    const artist = await createArtist(db, { name: 'Μανώλης Σταυρακάκης' });
    return createEvent(db, {
      locationId: venue.id,
      artistIds: [artist.id],
      date: inDays(9),
      time: '21:30',
    });
  }

  it('tells an English device and account of a cancellation in English and a Greek one in Greek — in the app, by push and by e-mail', async () => {
    const event = await savedGlenti();
    const english = 'english-reader-0001';
    const greek = 'greek-reader-00001';
    const account = await makeCaller(server, 'user', 'english-account');
    await server.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, account.userId!));

    // Each says the language it reads, as the app does when the reader switches.
    expect((await chooseLanguage('en', { device: english })).status).toBe(200);
    expect((await chooseLanguage('el', { device: greek })).status).toBe(200);
    expect((await chooseLanguage('en', { device: null, headers: account.headers })).status).toBe(200);

    for (const [device, keys] of [
      [english, englishKeys],
      [greek, greekKeys],
    ] as const) {
      const subscribed = await server.request('/api/public/registerToken', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          token: subscriptionJson(`${pushService.url}/ok/${device}`, keys),
          device: 'WEB',
        }),
        device,
      });
      expect(subscribed.status).toBe(204);
      const saved = await server.request(`/api/public/glentia/${event.id}/favorite`, {
        method: 'POST',
        device,
      });
      expect(saved.status).toBeLessThan(300);
    }
    const accountSaved = await server.request(`/api/public/glentia/${event.id}/favorite`, {
      method: 'POST',
      headers: account.headers,
      device: null,
    });
    expect(accountSaved.status).toBeLessThan(300);
    const mailsBefore = readOutbox(server.config.dataDir).length;

    const canceled = await server.request(`/api/me/glentia/${event.id}/cancel`, {
      method: 'PUT',
      headers: admin.headers,
    });
    expect(canceled.status).toBe(200);
    await settleJobs(server);

    // In the app.
    const [inEnglish] = await notificationsOf({ device: english }, 'en');
    expect(inEnglish?.title).toBe('Cancelled: Taverna tis Katerinas');
    expect(inEnglish?.body).toMatch(/^The glenti on \w+day \d+ \w+ at 21:30 has been cancelled\.$/);
    const [inGreek] = await notificationsOf({ device: greek }, 'el');
    expect(inGreek?.title).toBe('Ακυρώθηκε: Ταβέρνα της Κατερίνας');
    expect(inGreek?.body).toMatch(/^Το γλέντι (της|του) .+ \d+ .+, 21:30 ακυρώθηκε\.$/);

    // By web push, each in the language its device chose.
    const pushed = (device: string) => {
      const request = pushService.received.find((received) => received.path === `/ok/${device}`);
      expect(request, `a push to ${device}`).toBeDefined();
      return JSON.parse(decryptWebPush(request!.body, device === english ? englishKeys : greekKeys)) as {
        title: string;
        body: string;
      };
    };
    expect(pushed(english)).toMatchObject({ title: inEnglish!.title, body: inEnglish!.body });
    expect(pushed(greek)).toMatchObject({ title: inGreek!.title, body: inGreek!.body });

    // By e-mail, to the English account, in English with the name in Latin letters.
    const mails = readOutbox(server.config.dataDir)
      .slice(mailsBefore)
      .filter((mail) => mail.to === `${account.username}@example.com`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Cancelled: Taverna tis Katerinas');
    expect(mails[0]!.text).toContain('has been cancelled');
    expect(mails[0]!.text).toContain('You get this e-mail because');
    expect(mails[0]!.text).not.toContain('Ταβέρνα');
  });

  it('writes the names of a new glenti in Latin letters for English readers', async () => {
    const { db } = server.database;
    const venue = await createLocation(db, { name: 'Ταβέρνα της Κατερίνας' });
    const follower = 'english-follower-01';
    expect((await chooseLanguage('en', { device: follower })).status).toBe(200);
    const followed = await server.request(`/api/public/register-device/topic-uuid/${venue.id}`, {
      method: 'POST',
      device: follower,
    });
    expect(followed.status).toBeLessThan(300);
    const artist = await createArtist(db, { name: 'Μανώλης Σταυρακάκης' });
    const event = await createEvent(db, {
      locationId: venue.id,
      artistIds: [artist.id],
      date: inDays(10),
      time: '22:00',
      published: false,
    });
    const published = await server.request(`/api/admin/glentia/${event.id}/publish`, {
      method: 'POST',
      headers: admin.headers,
    });
    expect(published.status).toBe(200);
    await settleJobs(server);
    const [told] = await notificationsOf({ device: follower }, 'en');
    expect(told?.title).toBe('New glenti: Taverna tis Katerinas');
    expect(told?.body).toMatch(/^Manolis Stavrakakis · \w+day \d+ \w+ at 22:00$/);
  });

  it('writes stored notifications again in the language the reader switched to', async () => {
    const event = await savedGlenti();
    const reader = 'switching-reader-01';
    const saved = await server.request(`/api/public/glentia/${event.id}/favorite`, {
      method: 'POST',
      device: reader,
    });
    expect(saved.status).toBeLessThan(300);
    expect(
      (await server.request(`/api/me/glentia/${event.id}/cancel`, { method: 'PUT', headers: admin.headers }))
        .status,
    ).toBe(200);
    await settleJobs(server);

    // Told in Greek (never chose): read in Greek.
    const [before] = await notificationsOf({ device: reader }, 'el');
    expect(before?.title).toBe('Ακυρώθηκε: Ταβέρνα της Κατερίνας');

    // The reader switches to English: the same notification now reads in English, and back again.
    expect((await chooseLanguage('en', { device: reader })).status).toBe(200);
    const [after] = await notificationsOf({ device: reader }, 'en');
    expect(after).toMatchObject({ id: before!.id, title: 'Cancelled: Taverna tis Katerinas' });
    expect(after?.body).toMatch(/^The glenti on .+ at 21:30 has been cancelled\.$/);
    const [back] = await notificationsOf({ device: reader }, 'el');
    expect(back).toEqual(before);

    // Marking it read answers in the reader's language too.
    const read = await server.request(`/api/public/notifications/${before!.id}/read`, {
      method: 'PUT',
      device: reader,
      headers: { 'accept-language': 'en' },
    });
    if (read.status === 404) throw new Error('the notification could not be marked read');
    expect(((await read.json()) as TNotification).title).toBe('Cancelled: Taverna tis Katerinas');
  });
});
