/**
 * The map's answer: one entry per venue with its number of events, never one per event, and venues
 * close together at the map's zoom as one group, so its size follows the area on screen and not the
 * island's venues or calendar; a venue's events come with the summaries. Its list pages the same
 * places nearest or soonest first.
 */
import {
  addDays,
  addMonths,
  EVENT_DAYS_MAX_SPAN,
  formatMapBox,
  PLACE_LIST_PAGE,
  sortPlacesNearFirst,
  type TEventPlace,
  todayInAthens,
  ZEventPlaceList,
  ZEventPlaces,
} from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, createEvent, createLocation } from '../factories.ts';
import { errorCode, startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('venues with events for the map (%s)', (kind) => {
  let server: TestServer;
  const today = todayInAthens();
  const ids = { lyra: '', chania: '', heraklion: '', nowhere: '', town: '' };
  /** Venues a few streets apart in Rethymno's old town, played by one artist. */
  const town: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind, { publicCacheSeconds: 60 });
    const { db } = server.database;
    const lyra = await createArtist(db, { name: 'Λύρα Ψηλορείτη' });
    const chania = await createLocation(db, { name: 'Ταβέρνα Χανιά', county: 'CHANIA' });
    const heraklion = await createLocation(db, { name: 'Κέντρο Ηράκλειο', county: 'HERAKLION' });
    const nowhere = await createLocation(db, {
      name: 'Χωρίς σημείο',
      county: 'LASITHI',
      lat: null,
      lng: null,
    });
    Object.assign(ids, { lyra: lyra.id, chania: chania.id, heraklion: heraklion.id, nowhere: nowhere.id });
    // A crowded venue: many nights, one entry.
    for (let day = 1; day <= 30; day++) await createEvent(db, { locationId: chania.id, daysFromToday: day });
    await createEvent(db, { locationId: heraklion.id, artistIds: [lyra.id], daysFromToday: 5 });
    await createEvent(db, { locationId: heraklion.id, daysFromToday: 3, published: false });
    await createEvent(db, { locationId: nowhere.id, daysFromToday: 2 });
    await createEvent(db, { locationId: heraklion.id, date: addDays(addMonths(today, 2), 3) });
    const player = await createArtist(db, { name: 'Λαούτο της Παλιάς Πόλης' });
    ids.town = player.id;
    for (let n = 0; n < 40; n++) {
      const venue = await createLocation(db, {
        name: `Στέκι ${String(n).padStart(2, '0')}`,
        county: 'RETHYMNO',
        lat: 35.365 + (n % 8) * 0.0006,
        lng: 24.47 + Math.floor(n / 8) * 0.0006,
      });
      town.push(venue.id);
      await createEvent(db, { locationId: venue.id, artistIds: [player.id], daysFromToday: 1 + (n % 20) });
    }
  });
  afterAll(async () => server?.close());

  async function places(query = '') {
    const response = await server.request(`/api/public/glentia/places${query}`);
    expect(response.status, query).toBe(200);
    return ZEventPlaces.parse(await response.json());
  }

  it('answers one entry per venue with a place, with its count and soonest date', async () => {
    const answer = await places('?county=CHANIA&county=HERAKLION');
    expect(answer.places.map((place) => [place.location.id, place.count, place.first])).toEqual([
      [ids.heraklion, 1, addDays(today, 5)],
      [ids.chania, 30, addDays(today, 1)],
    ]);
    expect(answer.groups).toEqual([]);
    expect(answer.total).toBe(31);
    expect(answer.places[0]!.location).toMatchObject({ name: 'Κέντρο Ηράκλειο', county: 'HERAKLION' });
  });

  it('gathers venues too close to tell apart at the zoom into one group, and names them zoomed in', async () => {
    const island = await places(`?artist=${ids.town}`);
    expect(island.places).toEqual([]);
    expect(island.groups).toHaveLength(1);
    const [group] = island.groups;
    expect(group).toMatchObject({ venues: 40, count: 40, first: addDays(today, 1) });
    expect(group!.bounds.west).toBeCloseTo(24.47, 6);
    expect(group!.bounds.north).toBeCloseTo(35.365 + 7 * 0.0006, 6);
    expect(island.total).toBe(40);

    // Zoomed into the old town, every venue is its own marker, with its name.
    const box = formatMapBox({ west: 24.465, south: 35.36, east: 24.48, north: 35.375 });
    const streets = await places(`?artist=${ids.town}&zoom=16&bbox=${box}`);
    expect(streets.groups).toEqual([]);
    expect(new Set(streets.places.map((place) => place.location.id))).toEqual(new Set(town));
    // Between the two, cells of a few streets each: more markers, never more than the venues.
    const middle = await places(`?artist=${ids.town}&zoom=14&bbox=${box}`);
    const markers = middle.places.length + middle.groups.length;
    expect(markers).toBeGreaterThan(1);
    expect(middle.places.length + middle.groups.reduce((sum, each) => sum + each.venues, 0)).toBe(40);
  });

  it('answers only the area asked, its total still counting the whole filter', async () => {
    // Chania's west: none of the test's venues (all in Heraklion and Rethymno).
    const west = formatMapBox({ west: 23.5, south: 35.2, east: 23.9, north: 35.6 });
    const answer = await places(`?zoom=11&bbox=${west}`);
    expect(answer.places).toEqual([]);
    expect(answer.groups).toEqual([]);
    expect(answer.total).toBe(31 + 40);
  });

  it('keeps its size as a town fills with venues: a group, not a venue each', async () => {
    const before = JSON.stringify(await places(`?artist=${ids.town}`)).length;
    for (let n = 0; n < 20; n++) {
      const venue = await createLocation(server.database.db, {
        name: `Καινούργιο Στέκι ${n}`,
        county: 'RETHYMNO',
        lat: 35.366 + n * 0.0001,
        lng: 24.471,
      });
      await createEvent(server.database.db, {
        locationId: venue.id,
        artistIds: [ids.town],
        daysFromToday: 3,
      });
    }
    server.app.ctx.cache.dropLocal();
    const after = await places(`?artist=${ids.town}`);
    expect(after.groups).toMatchObject([{ venues: 60, count: 60 }]);
    expect(after.places).toEqual([]);
    // Still one group: only the digits of its middle and box may differ (six decimals at most,
    // three latitudes here), where a venue each would add some 150 characters apiece.
    expect(JSON.stringify(after).length).toBeLessThanOrEqual(before + 3 * 6);
  });

  it('answers boxes inside the same blocks of the map from one cache entry', async () => {
    const first = formatMapBox({ west: 24.9, south: 35.2, east: 25.2, north: 35.45 });
    const nudged = formatMapBox({ west: 24.91, south: 35.21, east: 25.19, north: 35.44 });
    const before = await places(`?zoom=11&bbox=${first}`);
    await createEvent(server.database.db, { locationId: ids.heraklion, daysFromToday: 9 });
    // Cached: the nudged box is the same question, so the new night is not in it yet.
    expect(await places(`?zoom=11&bbox=${nudged}`)).toEqual(before);
    server.app.ctx.cache.dropLocal();
    expect((await places(`?zoom=11&bbox=${nudged}`)).total).toBe(before.total + 1);
  });

  it('refuses a box that is not one, a zoom out of range, and an area too big for its zoom', async () => {
    for (const query of [
      '?bbox=24,35,23,36',
      '?bbox=24,35,25',
      '?bbox=a,b,c,d',
      '?bbox=24,35,25,95',
      '?zoom=4',
      '?zoom=19',
      '?zoom=1.5',
      '?zoom=18',
      `?zoom=14&bbox=${formatMapBox({ west: 23.5, south: 34.9, east: 26.2, north: 35.6 })}`,
    ]) {
      const response = await server.request(`/api/public/glentia/places${query}`);
      expect(response.status, query).toBe(400);
      expect(await errorCode(response)).toBe('VALIDATION_ERROR');
    }
  });

  async function list(query = '') {
    const response = await server.request(`/api/public/glentia/places/list${query}`);
    expect(response.status, query).toBe(200);
    return ZEventPlaceList.parse(await response.json());
  }

  it('lists the places a page at a time, soonest first, every one once', async () => {
    const seen: string[] = [];
    let offset: number | null = 0;
    let previousFirst = '';
    while (offset !== null) {
      const page = await list(`?artist=${ids.town}&offset=${offset}`);
      expect(page.places.length).toBeLessThanOrEqual(PLACE_LIST_PAGE);
      for (const place of page.places) {
        expect(place.first >= previousFirst).toBe(true);
        previousFirst = place.first;
        seen.push(place.location.id);
      }
      offset = page.next;
    }
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
  });

  it('lists the nearest first from a position given to a kilometre', async () => {
    // Far west of the old town: its western column first; in Heraklion, Heraklion's venues first.
    const page = await list(`?artist=${ids.town}&near=35.37,24.3&limit=8`);
    expect(page.places).toHaveLength(8);
    expect(page.next).toBe(8);
    for (const place of page.places) expect(place.location.lng).toBeLessThan(24.4706);
    // The two venues at that very point (the test's Chania venue stands there too), then the rest.
    const inHeraklion = await list('?near=35.34,25.13&limit=2');
    expect(new Set(inHeraklion.places.map((place) => place.location.id))).toEqual(
      new Set([ids.heraklion, ids.chania]),
    );
    for (const query of ['?near=35.3', '?near=91,25', '?near=a,b', '?limit=101', '?offset=-1']) {
      const response = await server.request(`/api/public/glentia/places/list${query}`);
      expect(response.status, query).toBe(400);
    }
  });

  it('lists the nearest first past venues with nothing on, the same places as the soonest-first list', async () => {
    // Seventy venues on Gavdos with no glentia: the nearest to it, more than the first batch counted.
    for (let n = 0; n < 70; n++)
      await createLocation(server.database.db, {
        name: `Γαύδος ${n}`,
        county: 'CHANIA',
        lat: 34.84 + n * 0.0003,
        lng: 24.08,
      });
    async function every(query: string) {
      const seen: TEventPlace[] = [];
      for (let offset: number | null = 0; offset !== null; ) {
        const page = await list(`${query}&offset=${offset}`);
        seen.push(...page.places);
        offset = page.next;
      }
      return seen;
    }
    const gavdos = { lat: 34.85, lng: 24.08 };
    const soonestFirst = (await every('?limit=100')).sort((a, b) =>
      a.location.id.localeCompare(b.location.id),
    );
    const expected = sortPlacesNearFirst(
      soonestFirst.map((place) => ({ ...place, lat: place.location.lat!, lng: place.location.lng! })),
      gavdos,
    ).map(({ place }) => [place.location.id, place.count, place.first]);
    expect(expected.length).toBeGreaterThan(40);
    const walked = await every('?near=34.85,24.08&limit=7');
    expect(walked.map((place) => [place.location.id, place.count, place.first])).toEqual(expected);
    expect(walked.some((place) => place.location.name.startsWith('Γαύδος'))).toBe(false);
  });

  it('filters like the list, and its size does not grow with the nights of a venue', async () => {
    expect((await places('?county=CHANIA')).places.map((place) => place.location.id)).toEqual([ids.chania]);
    expect((await places(`?artist=${ids.lyra}`)).places).toMatchObject([{ count: 1 }]);
    const range = `?county=CHANIA&from=${today}&to=${addDays(today, 40)}`;
    const before = JSON.stringify(await places(range)).length;
    for (let day = 31; day <= 40; day++)
      await createEvent(server.database.db, { locationId: ids.chania, daysFromToday: day });
    server.app.ctx.cache.dropLocal();
    const after = await places(range);
    expect(after.places.find((place) => place.location.id === ids.chania)?.count).toBe(40);
    expect(JSON.stringify(after).length).toBe(before);
  });

  it('refuses a range longer than the cap', async () => {
    const response = await server.request(
      `/api/public/glentia/places?from=${today}&to=${addDays(today, EVENT_DAYS_MAX_SPAN + 1)}`,
    );
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('VALIDATION_ERROR');
  });
});
