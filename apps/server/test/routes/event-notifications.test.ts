/**
 * Who is told what, end to end over HTTP: a visitor follows a venue or saves a glenti through the
 * public API, an admin or the uploader changes the event, the queued fan-out runs, and the
 * visitor's notifications say what happened — once.
 */
import { randomUUID } from 'node:crypto';
import type { TNotification } from '@glentia/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settings, users } from '../../src/db/schema.ts';
import { eventForm, inDays, json, makeCaller, submitEvent, type TestCaller } from '../contribute.ts';
import { createLocation } from '../factories.ts';
import { settleJobs, testDatabases } from '../helper.ts';
import { readOutbox } from '../support/accounts.ts';
import { useRouteSuite } from '../support/route-suite.ts';

describe.each(testDatabases())('notifications when events change (%s)', (kind) => {
  const suite = useRouteSuite(kind, { admin: 'admin', maria: 'user' }, { photo: [300, 400] });
  const { as, notificationsOf } = suite;

  const submit = (caller: TestCaller, fields: Record<string, string>) =>
    submitEvent(suite.server, caller, fields, suite.photo);
  const newVenue = async () =>
    (await createLocation(suite.server.database.db, { name: `Ταβέρνα ${randomUUID().slice(0, 6)}` })).id;

  it("tells a venue's followers once when a user's glenti there is published", async () => {
    const venueId = await newVenue();
    const follower = randomUUID();
    const followed = await suite.server.request(`/api/public/register-device/topic-uuid/${venueId}`, {
      method: 'POST',
      device: follower,
    });
    expect(followed.status).toBeLessThan(300);

    const { createdId } = await submit(suite.maria, { date: inDays(4), time: '21:30', location: venueId });
    expect(await notificationsOf(follower)).toEqual([]);

    expect((await as(suite.admin, `/api/admin/glentia/${createdId}/publish`, 'POST')).status).toBe(200);
    const told = await notificationsOf(follower);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ data: { url: `/glentia/${createdId}` }, read: false });
    expect(told[0]!.title).toMatch(/^Νέο γλέντι: Ταβέρνα/);
    expect(told[0]!.body).toContain('21:30');

    // Publishing again, or the same event published after a user's edit, tells nobody twice.
    expect((await as(suite.admin, `/api/admin/glentia/${createdId}/publish`, 'POST')).status).toBe(200);
    expect(await notificationsOf(follower)).toHaveLength(1);
  });

  it("tells followers at once when an admin's own glenti is saved (published on creation)", async () => {
    const venueId = await newVenue();
    const follower = randomUUID();
    await suite.server.request(`/api/public/register-device/topic-uuid/${venueId}`, {
      method: 'POST',
      device: follower,
    });
    const { createdId, published } = await submit(suite.admin, { date: inDays(6), location: venueId });
    expect(published).toBe(true);
    const told = await notificationsOf(follower);
    expect(told.map((notification) => notification.data.url)).toEqual([`/glentia/${createdId}`]);
  });

  it('tells those who saved a glenti when it is canceled, moved and deleted — not when the cancellation is undone', async () => {
    const venueId = await newVenue();
    const { createdId } = await submit(suite.admin, { date: inDays(5), time: '22:00', location: venueId });
    const saver = randomUUID();
    expect(
      (
        await suite.server.request(`/api/public/glentia/${createdId}/favorite`, {
          method: 'POST',
          device: saver,
        })
      ).status,
    ).toBeLessThan(300);

    expect((await as(suite.admin, `/api/me/glentia/${createdId}/cancel`, 'PUT')).status).toBe(200);
    let told = await notificationsOf(saver);
    expect(told.map((notification) => notification.title)).toEqual([expect.stringMatching(/^Ακυρώθηκε: /)]);

    expect((await as(suite.admin, `/api/me/glentia/${createdId}/cancel`, 'PUT')).status).toBe(200);
    expect(await notificationsOf(saver)).toHaveLength(1);

    // An admin moves it to another day: the saver hears the old and the new time.
    const moved = await suite.server.request(`/api/v1/users/glenti/${createdId}`, {
      method: 'PUT',
      headers: suite.admin.headers,
      body: eventForm({ updateLocationPhone: 'false', date: inDays(7), time: '22:00', location: venueId }),
    });
    expect(moved.status).toBe(200);
    told = await notificationsOf(saver);
    expect(told).toHaveLength(2);
    const change = told.find((notification) => notification.title.startsWith('Άλλαξε'));
    expect(change?.body).toMatch(/^Δεν γίνεται πια (την|τη|το) .*· τώρα γίνεται (την|τη|το) /);

    // Saving it again without moving it tells nobody.
    await suite.server.request(`/api/v1/users/glenti/${createdId}`, {
      method: 'PUT',
      headers: suite.admin.headers,
      body: eventForm({
        updateLocationPhone: 'false',
        date: inDays(7),
        time: '22:00',
        location: venueId,
        description: 'Με λύρα',
      }),
    });
    expect(await notificationsOf(saver)).toHaveLength(2);

    expect((await as(suite.admin, `/api/me/glentia/${createdId}`, 'DELETE')).status).toBeLessThan(300);
    told = await notificationsOf(saver);
    expect(told).toHaveLength(3);
    expect(told.find((notification) => notification.title.startsWith('Αφαιρέθηκε'))).toMatchObject({
      data: { url: '/favorites' },
    });
  });

  it('tells the uploader about a rejection with the reason, linking to the form to fix it', async () => {
    const { createdId } = await submit(suite.maria, { date: inDays(3) });
    const rejected = await suite.server.request(`/api/admin/glentia/${createdId}/reject`, {
      method: 'POST',
      headers: { ...suite.admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Η αφίσα δεν διαβάζεται' }),
    });
    expect(rejected.status).toBe(200);
    await settleJobs(suite.server);
    const mine = await json<TNotification[]>(
      suite.server.request('/api/public/notifications', { headers: suite.maria.headers, device: null }),
    );
    const told = mine.find((notification) => notification.data.url === `/glenti/edit/${createdId}`);
    expect(told?.title).toBe('Το γλέντι σου δεν δημοσιεύτηκε');
    expect(told?.body).toContain('Η αφίσα δεν διαβάζεται');
  });

  it('e-mails followers with a confirmed address who keep e-mail notifications on, once', async () => {
    const { db } = suite.server.database;
    const venueId = await newVenue();
    const keeps = await makeCaller(suite.server, 'user');
    const optedOut = await makeCaller(suite.server, 'user');
    const unconfirmed = await makeCaller(suite.server, 'user');
    for (const caller of [keeps, optedOut])
      await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, caller.userId!));
    await db.insert(settings).values({ userId: keeps.userId!, language: 'en' });
    await db.insert(settings).values({ userId: optedOut.userId!, email: false });
    for (const caller of [keeps, optedOut, unconfirmed]) {
      const followed = await suite.server.request(`/api/public/register-device/topic-uuid/${venueId}`, {
        method: 'POST',
        headers: caller.headers,
        device: null,
      });
      expect(followed.status).toBeLessThan(300);
    }
    const mailsBefore = readOutbox(suite.server.config.dataDir).length;
    const { createdId } = await submit(suite.admin, { date: inDays(8), time: '21:00', location: venueId });
    await settleJobs(suite.server);

    const mails = readOutbox(suite.server.config.dataDir).slice(mailsBefore);
    expect(mails.map((mail) => mail.to)).toEqual([`${keeps.username}@example.com`]);
    expect(mails[0]!.subject).toMatch(/^New glenti: Taverna /);
    expect(mails[0]!.text).toContain(`/glentia/${createdId}`);
    expect(mails[0]!.text).toContain('/settings/notifications');

    // All three still have the notification in the app.
    for (const caller of [keeps, optedOut, unconfirmed]) {
      const mine = await json<TNotification[]>(
        suite.server.request('/api/public/notifications', { headers: caller.headers, device: null }),
      );
      expect(mine.some((notification) => notification.data.url === `/glentia/${createdId}`)).toBe(true);
    }
  });
});
