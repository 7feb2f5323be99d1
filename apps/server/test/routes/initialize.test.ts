import { DEVICE_COUNTED_HEADER, INITIALIZE_NAMES_MAX, todayInAthens, ZInitialize } from '@glentia/core';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../src/db/schema.ts';
import { decorationFor, HOME_LATEST } from '../../src/modules/initialize/initialize.service.ts';
import { insertNotifications } from '../../src/modules/notifications/notifications.repository.ts';
import {
  createAd,
  createArtist,
  createDevice,
  createEvent,
  createLocation,
  createUser,
  notify,
} from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('GET /api/public/initialize on %s', (kind) => {
  let server: TestServer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.database;
    const venue = await createLocation(db, { county: 'RETHYMNO', postalCode: '74100' });
    const artist = await createArtist(db, { name: 'Ζαχαρίας Λύρας' });
    ids.promoted = (
      await createEvent(db, {
        locationId: venue.id,
        artistIds: [artist.id],
        selected: true,
        daysFromToday: 3,
      })
    ).id;
    ids.promotedPast = (
      await createEvent(db, { locationId: venue.id, selected: true, daysFromToday: -2 })
    ).id;
    ids.promotedUnpublished = (
      await createEvent(db, { locationId: venue.id, selected: true, published: false })
    ).id;
    for (let i = 0; i < 7; i++) {
      const event = await createEvent(db, {
        locationId: venue.id,
        daysFromToday: 1 + i,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
      ids[`latest${i}`] = event.id;
    }
    await createAd(db, { type: 'IMAGE', weight: 3 });
    await createAd(db, { type: 'FOOTER', ctaText: 'Κλείστε τραπέζι' });
    await createAd(db, { type: 'IMAGE', active: false });
    await createUser(db);
    await createUser(db);
    await createUser(db, { status: 'pending' });
  });
  afterAll(async () => server?.close());

  async function initialize(device: string | null = null, counted = false) {
    const headers = counted ? { [DEVICE_COUNTED_HEADER]: '1' } : undefined;
    const response = await server.request('/api/public/initialize', { device, headers });
    expect(response.status).toBe(200);
    return ZInitialize.parse(await response.json());
  }

  it('has the home events: promoted upcoming, then the five latest added', async () => {
    const data = await initialize();
    const promoted = data.glentia.filter((e) => e.selected);
    expect(promoted.map((e) => e.id)).toEqual([ids.promoted]);
    const latest = data.glentia.filter((e) => !e.selected);
    expect(latest).toHaveLength(HOME_LATEST);
    expect(latest.map((e) => e.id)).toEqual([
      ids.latest6,
      ids.latest5,
      ids.latest4,
      ids.latest3,
      ids.latest2,
    ]);
    expect(promoted[0]?.artists[0]?.name).toBe('Ζαχαρίας Λύρας');
    expect(promoted[0]?.location?.county).toBe('RETHYMNO');
    // As the cards show them: the description is read on the event's page.
    for (const event of data.glentia) expect(event).not.toHaveProperty('description');
  });

  it('has running ads of both types, artists, venues and statistics', async () => {
    const data = await initialize();
    expect(data.ads.map((ad) => ad.type).sort()).toEqual(['FOOTER', 'IMAGE']);
    expect(data.artists.map((a) => a.name)).toContain('Ζαχαρίας Λύρας');
    expect(data.locations).toHaveLength(1);
    expect(data.statistics.glentia).toBe(9);
    expect(data.statistics.users).toBe(2);
    expect(data.notifications).toEqual([]);
  });

  it('counts devices seen with statistics consent today and in the last five minutes', async () => {
    const before = new Date(Date.now() - 1000);
    await initialize('statistics-device-1', true);
    await initialize('statistics-device-2', true);
    await initialize('statistics-device-2');
    // Seen only through necessary requests: noted as seen, never counted.
    await initialize('necessary-only-device');
    await initialize('necessary-only-device');
    await server.app.ctx.deviceTracker.flush();
    const { statistics } = await initialize();
    expect(statistics.dailyUsers).toBe(2);
    expect(statistics.online).toBe(2);

    const rows = await server.database.db
      .select({ id: devices.id, lastSeenAt: devices.lastSeenAt, countedAt: devices.countedAt })
      .from(devices)
      .where(inArray(devices.id, ['statistics-device-1', 'statistics-device-2', 'necessary-only-device']));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) expect(row.lastSeenAt.getTime()).toBeGreaterThan(before.getTime());
    expect(byId.size).toBe(3);
    expect(byId.get('necessary-only-device')?.countedAt).toBeNull();
    expect(byId.get('statistics-device-2')?.countedAt?.getTime()).toBeGreaterThan(before.getTime());
  });

  it('keeps the last counted sighting when later requests are necessary only', async () => {
    await initialize('later-necessary-device', true);
    await server.app.ctx.deviceTracker.flush();
    const [first] = await server.database.db
      .select({ lastSeenAt: devices.lastSeenAt, countedAt: devices.countedAt })
      .from(devices)
      .where(inArray(devices.id, ['later-necessary-device']));
    await initialize('later-necessary-device');
    await server.app.ctx.deviceTracker.flush();
    const [second] = await server.database.db
      .select({ lastSeenAt: devices.lastSeenAt, countedAt: devices.countedAt })
      .from(devices)
      .where(inArray(devices.id, ['later-necessary-device']));
    expect(second?.countedAt).toEqual(first?.countedAt);
    expect(second?.lastSeenAt.getTime()).toBeGreaterThanOrEqual(first?.lastSeenAt.getTime() ?? Infinity);
  });

  it('gives each device its own notifications, newest first, and the shared part to all', async () => {
    await notify(server.database.db, 'notified-device-1', {
      title: 'Πρώτη',
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    await notify(server.database.db, 'notified-device-1', {
      title: 'Δεύτερη',
      createdAt: new Date('2026-01-02T10:00:00Z'),
    });
    const mine = await initialize('notified-device-1');
    expect(mine.notifications.map((n) => n.title)).toEqual(['Δεύτερη', 'Πρώτη']);
    expect(mine.notifications[0]).toMatchObject({ read: false, data: { url: '/glentia' } });
    const other = await initialize('another-device-1');
    expect(other.notifications).toEqual([]);
    expect(other.glentia.map((e) => e.id)).toEqual(mine.glentia.map((e) => e.id));
  });
});

describe.each(testDatabases())('the artists and venues the first screen names (%s)', (kind) => {
  let server: TestServer;
  /** Venue and artist ids by the part each plays; an artist is billed wherever its venue plays. */
  const chosen = { venues: [] as string[], artists: [] as string[] };
  const left = { venues: [] as string[], artists: [] as string[] };
  const home = { venues: [] as string[], artists: [] as string[] };
  const old = new Date(Date.UTC(2020, 0, 1));

  /** A venue and its artist with these nights (days from today), added some time ago. */
  async function pair(name: string, days: number[], values: { published?: boolean } = {}) {
    const { db } = server.database;
    const venue = await createLocation(db, { name: `Κέντρο ${name}` });
    const artist = await createArtist(db, { name: `Λυράρης ${name}` });
    for (const daysFromToday of days)
      await createEvent(db, {
        locationId: venue.id,
        artistIds: [artist.id],
        daysFromToday,
        createdAt: old,
        ...values,
      });
    return { venues: [venue.id], artists: [artist.id] };
  }
  const add = (to: typeof chosen, one: typeof chosen) => {
    to.venues.push(...one.venues);
    to.artists.push(...one.artists);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.database;
    // The home page's glentia, each the only night of its venue and artist: named however quiet.
    const promoted = await pair('Ω Προβολή', []);
    await createEvent(db, {
      locationId: promoted.venues[0]!,
      artistIds: promoted.artists,
      selected: true,
      daysFromToday: 5,
      createdAt: old,
    });
    add(home, promoted);
    for (let i = 1; i <= HOME_LATEST; i++) {
      const latest = await pair(`Ω Νέο ${i}`, []);
      await createEvent(db, {
        locationId: latest.venues[0]!,
        artistIds: latest.artists,
        daysFromToday: 6,
        createdAt: new Date(Date.UTC(2026, 0, i)),
      });
      add(home, latest);
    }
    add(chosen, home);
    // 50 busy, with three nights each (one of them tonight): all named.
    for (let i = 10; i < 60; i++) add(chosen, await pair(`Α${i}`, [0, 2, 9]));
    // Eight with two nights, for the last four places: the first four by name.
    for (let i = 1; i <= 8; i++) add(i <= 4 ? chosen : left, await pair(`Β${i}`, [1, 3]));
    // Quieter than all of those, busy only in the past, or with nights nobody sees yet.
    for (let i = 1; i <= 5; i++) add(left, await pair(`Γ${i}`, [4]));
    add(left, await pair('Δ Παλιό', [-1, -2, -3, -4]));
    add(left, await pair('Δ Κρυφό', [2, 3, 4, 5], { published: false }));
  });
  afterAll(async () => server?.close());

  it(`names at most ${INITIALIZE_NAMES_MAX} of each: the home events', then the busiest, by name`, async () => {
    const response = await server.request('/api/public/initialize');
    expect(response.status).toBe(200);
    const data = ZInitialize.parse(await response.json());
    expect(data.glentia).toHaveLength(1 + HOME_LATEST);
    expect(chosen.venues).toHaveLength(INITIALIZE_NAMES_MAX);
    for (const [names, want, not] of [
      [data.locations, chosen.venues, left.venues],
      [data.artists, chosen.artists, left.artists],
    ] as const) {
      const ids = names.map((name) => name.id);
      expect(ids).toHaveLength(INITIALIZE_NAMES_MAX);
      expect([...ids].sort()).toEqual([...want].sort());
      expect(ids.filter((id) => not.includes(id))).toEqual([]);
      const inOrder = names.map((name) => name.name);
      expect(inOrder).toEqual([...inOrder].sort((a, b) => a.localeCompare(b, 'el')));
    }
    for (const id of home.venues) expect(data.locations.map((venue) => venue.id)).toContain(id);
    for (const id of home.artists) expect(data.artists.map((artist) => artist.id)).toContain(id);
  });
});

describe.each(testDatabases())('the bell with public answers cached (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // As in production: the "no notifications" answer of a device may be remembered for 30 s.
    server = await startTestServer(kind, { publicCacheSeconds: 30 });
  });
  afterAll(async () => server?.close());
  const initialize = async (device: string) =>
    ZInitialize.parse(await (await server.request('/api/public/initialize', { device })).json());

  it('shows a notification on the next start, even right after one that had none', async () => {
    await createDevice(server.database.db, 'bell-device-1');
    expect((await initialize('bell-device-1')).notifications).toEqual([]);
    // The fan-out's way of storing them, which announces them to every server process.
    await server.database.db.transaction((tx) =>
      insertNotifications(tx, [
        {
          deviceId: 'bell-device-1',
          title: 'Νέο γλέντι',
          body: null,
          image: null,
          url: '/glentia',
          eventId: null,
          dedupeKey: null,
        },
      ]),
    );
    await expect
      .poll(async () => (await initialize('bell-device-1')).notifications.map((n) => n.title), {
        timeout: 5000,
      })
      .toEqual(['Νέο γλέντι']);
  });
});

describe('decoration', () => {
  it('is Christmas from 1 December to 6 January when automatic', () => {
    expect(decorationFor('AUTO', '2026-11-30')).toBeNull();
    expect(decorationFor('AUTO', '2026-12-01')).toBe('CHRISTMAS');
    expect(decorationFor('AUTO', '2027-01-06')).toBe('CHRISTMAS');
    expect(decorationFor('AUTO', '2027-01-07')).toBeNull();
    expect(decorationFor('NONE', '2026-12-25')).toBeNull();
    expect(decorationFor('CHRISTMAS', todayInAthens())).toBe('CHRISTMAS');
  });
});
