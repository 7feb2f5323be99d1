import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createLocation, notify } from '../factories.ts';
import { errorCode, startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('notifications of a visitor on %s', (kind) => {
  let server: TestServer;
  const mine = 'notified-device-1';
  const theirs = 'notified-device-2';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.database;
    ids.old = (await notify(db, mine, { title: 'Παλιά', createdAt: new Date(Date.now() - 86_400_000) })).id;
    ids.new = (await notify(db, mine, { title: 'Νέα', url: '/glentia/abc' })).id;
    ids.middle = (await notify(db, mine, { title: 'Μέση', createdAt: new Date(Date.now() - 3_600_000) })).id;
    ids.theirs = (await notify(db, theirs, { title: 'Άλλου' })).id;
  });
  afterAll(async () => server?.close());

  const list = async (device = mine) =>
    (await (await server.request('/api/public/notifications', { device })).json()) as Array<{
      id: string;
      title: string;
      read: boolean;
      data: { url: string | null };
    }>;

  it('lists only the caller’s own, newest first, in the contract shape', async () => {
    const found = await list();
    expect(found.map((n) => n.title)).toEqual(['Νέα', 'Μέση', 'Παλιά']);
    expect(found[0]).toMatchObject({ read: false, data: { url: '/glentia/abc' } });
  });

  it('marks one read, but not another device’s', async () => {
    const read = await server.request(`/api/public/notifications/${ids.new}/read`, {
      method: 'PUT',
      device: mine,
    });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: ids.new, read: true });
    const foreign = await server.request(`/api/public/notifications/${ids.theirs}/read`, {
      method: 'PUT',
      device: mine,
    });
    expect(foreign.status).toBe(404);
    expect(await errorCode(foreign)).toBe('NOTIFICATION_NOT_FOUND');
    expect((await list(theirs))[0]!.read).toBe(false);
  });

  it('marks all read', async () => {
    const response = await server.request('/api/public/notifications/read-all', {
      method: 'PUT',
      device: mine,
    });
    expect(await response.json()).toEqual({ count: 2 });
    expect((await list()).every((n) => n.read)).toBe(true);
    expect((await list(theirs))[0]!.read).toBe(false);
  });

  it('deletes one, refuses another device’s, then clears all', async () => {
    const foreign = await server.request(`/api/public/notifications/${ids.theirs}`, {
      method: 'DELETE',
      device: mine,
    });
    expect(foreign.status).toBe(404);
    const removed = await server.request(`/api/public/notifications/${ids.old}`, {
      method: 'DELETE',
      device: mine,
    });
    expect(removed.status).toBe(204);
    expect((await list()).map((n) => n.id)).toEqual([ids.new, ids.middle]);
    const again = await server.request(`/api/public/notifications/${ids.old}`, {
      method: 'DELETE',
      device: mine,
    });
    expect(again.status).toBe(404);

    const cleared = await server.request('/api/public/notifications', { method: 'DELETE', device: mine });
    expect(await cleared.json()).toEqual({ count: 2 });
    expect(await list()).toEqual([]);
    expect(await list(theirs)).toHaveLength(1);
  });

  it('needs a device and a well-formed id', async () => {
    expect((await server.request('/api/public/notifications', { device: null })).status).toBe(400);
    expect((await server.request('/api/public/notifications/nope/read', { method: 'PUT' })).status).toBe(400);
  });
});

describe.each(testDatabases())('reminders kept among notifications on %s', (kind) => {
  let server: TestServer;
  let eventId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const venue = await createLocation(server.database.db, { name: 'Ταβέρνα Ασκός' });
    eventId = (await createEvent(server.database.db, { locationId: venue.id, time: '21:30' })).id;
  });
  afterAll(async () => server?.close());

  const report = (read: boolean, id = eventId) =>
    server.request('/api/public/notifications/reminder', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: id, read }),
      device: 'reminded-phone-1',
    });

  it('keeps an arrived reminder unread, and the tap on it marks the same one read', async () => {
    const arrived = await report(false);
    expect(arrived.status).toBe(200);
    const saved = (await arrived.json()) as {
      title: string;
      body: string;
      read: boolean;
      data: { url: string };
    };
    expect(saved).toMatchObject({
      title: 'Ταβέρνα Ασκός',
      read: false,
      data: { url: `/glentia/${eventId}` },
    });
    expect(saved.body).toMatch(/^Υπενθύμιση: .+, 21:30$/);
    const english = await server.request('/api/public/notifications/reminder', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ eventId, read: false }),
      device: 'reminded-phone-2',
    });
    expect(((await english.json()) as { body: string }).body).toMatch(/^Reminder: .+ at 21:30$/);
    await report(true);
    await report(false);
    const list = (await (
      await server.request('/api/public/notifications', { device: 'reminded-phone-1' })
    ).json()) as Array<{
      read: boolean;
    }>;
    expect(list).toHaveLength(1);
    expect(list[0]!.read).toBe(true);
    expect((await report(true, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
