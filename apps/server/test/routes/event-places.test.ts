/**
 * The map's answer: one entry per venue with its number of events, never one per event, so its size
 * follows the island's venues and not its calendar; a venue's events come with the summaries.
 */
import { addDays, addMonths, EVENT_DAYS_MAX_SPAN, todayInAthens, ZEventPlaces } from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, createEvent, createLocation } from '../factories.ts';
import { errorCode, startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('venues with events for the map (%s)', (kind) => {
  let server: TestServer;
  const today = todayInAthens();
  const ids = { lyra: '', chania: '', heraklion: '', nowhere: '' };

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
  });
  afterAll(async () => server?.close());

  async function places(query = '') {
    const response = await server.request(`/api/public/glentia/places${query}`);
    expect(response.status, query).toBe(200);
    return ZEventPlaces.parse(await response.json());
  }

  it('answers one entry per venue with a place, with its count and soonest date', async () => {
    const answer = await places();
    expect(answer.places.map((place) => [place.location.id, place.count, place.first])).toEqual([
      [ids.heraklion, 1, addDays(today, 5)],
      [ids.chania, 30, addDays(today, 1)],
    ]);
    expect(answer.total).toBe(31);
    expect(answer.places[0]!.location).toMatchObject({ name: 'Κέντρο Ηράκλειο', county: 'HERAKLION' });
  });

  it('filters like the list, and its size does not grow with the nights of a venue', async () => {
    expect((await places('?county=CHANIA')).places.map((place) => place.location.id)).toEqual([ids.chania]);
    expect((await places(`?artist=${ids.lyra}`)).places).toMatchObject([{ count: 1 }]);
    const before = JSON.stringify(await places(`?from=${today}&to=${addDays(today, 40)}`)).length;
    for (let day = 31; day <= 40; day++)
      await createEvent(server.database.db, { locationId: ids.chania, daysFromToday: day });
    server.app.ctx.cache.dropLocal();
    const after = await places(`?from=${today}&to=${addDays(today, 40)}`);
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
