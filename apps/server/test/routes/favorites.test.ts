import { addDays, todayInAthens } from '@glentia/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, favorites } from '../../src/db/schema.ts';
import { createEvent, createLocation, favorite } from '../factories.ts';
import { errorCode, startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('favourites of a visitor on %s', (kind) => {
  let server: TestServer;
  let upcoming: string;
  let later: string;
  let unpublished: string;
  let past: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.database;
    const venue = await createLocation(db, { name: 'Ταβέρνα Λύρα' });
    later = (await createEvent(db, { locationId: venue.id, daysFromToday: 9 })).id;
    upcoming = (await createEvent(db, { locationId: venue.id, daysFromToday: 2 })).id;
    unpublished = (await createEvent(db, { locationId: venue.id, published: false })).id;
    past = (await createEvent(db, { locationId: venue.id, daysFromToday: -3 })).id;
  });
  afterAll(async () => server?.close());

  const toggle = (id: string, device: string | null = 'fav-device-0001') =>
    server.request(`/api/public/glentia/${id}/favorite`, { method: 'POST', device });
  const list = (device: string | null = 'fav-device-0001') =>
    server.request('/api/public/glentia/favorites', { device });

  it('saves an event for a device seen for the first time, then removes it on the second toggle', async () => {
    const first = await toggle(upcoming, 'brand-new-device-42');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ id: upcoming, favorite: true, favorites: 1 });
    const [device] = await server.database.db
      .select()
      .from(devices)
      .where(eq(devices.id, 'brand-new-device-42'));
    expect(device?.id).toBe('brand-new-device-42');

    const second = await toggle(upcoming, 'brand-new-device-42');
    expect(await second.json()).toEqual({ id: upcoming, favorite: false, favorites: 0 });
  });

  it('counts every device and lists only this device’s future favourites by date, as full events', async () => {
    await toggle(later);
    await toggle(upcoming);
    await toggle(upcoming, 'fav-device-0002');
    // A favourite from before the event passed: it stays stored but is dropped from the list.
    await favorite(server.database.db, past, 'fav-device-0001');

    const response = await list();
    expect(response.status).toBe(200);
    const events = (await response.json()) as Array<{ id: string; favorites: number; date: string }>;
    expect(events.map((event) => event.id)).toEqual([upcoming, later]);
    expect(events[0]!.favorites).toBe(2);
    expect(events[0]!.date).toBe(addDays(todayInAthens(), 2));

    const other = (await (await list('fav-device-0002')).json()) as Array<{ id: string }>;
    expect(other.map((event) => event.id)).toEqual([upcoming]);
  });

  it('lets a saved past event be removed, but not added', async () => {
    const removed = await toggle(past);
    expect(await removed.json()).toMatchObject({ favorite: false });
    const refused = await toggle(past);
    expect(refused.status).toBe(400);
    expect(await errorCode(refused)).toBe('EVENT_PAST');
  });

  it('refuses unpublished and unknown events, malformed ids and requests without a device', async () => {
    expect((await toggle(unpublished)).status).toBe(404);
    expect((await toggle('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await toggle('not-a-uuid')).status).toBe(400);
    const anonymous = await toggle(upcoming, null);
    expect(anonymous.status).toBe(400);
    expect(await errorCode(anonymous)).toBe('DEVICE_REQUIRED');
    expect((await list(null)).status).toBe(400);
    const rows = await server.database.db.select().from(favorites).where(eq(favorites.eventId, unpublished));
    expect(rows).toEqual([]);
  });
});
