import { addDays, addMonths, todayInAthens, ZEventDays } from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, createEvent, createLocation } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('days with events (calendar marks) on %s', (kind) => {
  let server: TestServer;
  const today = todayInAthens();
  const tomorrow = addDays(today, 1);
  const inAWeek = addDays(today, 7);
  const ids = { lyra: '', chania: '', heraklion: '' };

  beforeAll(async () => {
    server = await startTestServer(kind, { publicCacheSeconds: 60 });
    const { db } = server.database;
    const lyra = await createArtist(db, { name: 'Λύρα Ψηλορείτη' });
    const chania = await createLocation(db, { name: 'Ταβέρνα Χανιά', county: 'CHANIA' });
    const heraklion = await createLocation(db, { name: 'Κέντρο Ηράκλειο', county: 'HERAKLION' });
    Object.assign(ids, { lyra: lyra.id, chania: chania.id, heraklion: heraklion.id });
    await createEvent(db, { locationId: chania.id, artistIds: [lyra.id], daysFromToday: 1, time: '22:00' });
    await createEvent(db, { locationId: heraklion.id, daysFromToday: 1, time: '21:00' });
    await createEvent(db, { locationId: heraklion.id, artistIds: [lyra.id], daysFromToday: 7 });
    await createEvent(db, { locationId: chania.id, daysFromToday: 7, canceled: true });
    await createEvent(db, { locationId: chania.id, daysFromToday: 3, published: false });
    await createEvent(db, { locationId: chania.id, daysFromToday: -2 });
    await createEvent(db, { locationId: chania.id, date: addDays(addMonths(today, 2), 2) });
  });
  afterAll(async () => server?.close());

  async function days(query = '') {
    const response = await server.request(`/api/public/glentia/days${query}`);
    expect(response.status, query).toBe(200);
    return ZEventDays.parse(await response.json());
  }

  it('counts published events per day from today to two months ahead by default', async () => {
    expect(await days()).toEqual([
      { date: tomorrow, count: 2 },
      { date: inAWeek, count: 2 },
    ]);
  });

  it('honours the range, including past days the calendar can show', async () => {
    expect(await days(`?from=${addDays(today, -3)}&to=${tomorrow}`)).toEqual([
      { date: addDays(today, -2), count: 1 },
      { date: tomorrow, count: 2 },
    ]);
    expect(await days(`?from=${inAWeek}`)).toEqual([
      { date: inAWeek, count: 2 },
      { date: addDays(addMonths(today, 2), 2), count: 1 },
    ]);
  });

  it('filters by county, artist and venue like the list', async () => {
    expect(await days('?county=CHANIA')).toEqual([
      { date: tomorrow, count: 1 },
      { date: inAWeek, count: 1 },
    ]);
    expect(await days(`?artist=${ids.lyra}`)).toEqual([
      { date: tomorrow, count: 1 },
      { date: inAWeek, count: 1 },
    ]);
    expect(await days(`?location=${ids.heraklion}&artist=${ids.lyra}`)).toEqual([
      { date: inAWeek, count: 1 },
    ]);
    expect(await days('?county=LASITHI,RETHYMNO')).toEqual([]);
  });

  it('agrees with the list of events for the same filter', async () => {
    const query = `?from=${today}&to=${inAWeek}&county=HERAKLION`;
    const list = (await (await server.request(`/api/public/glentia${query}`)).json()) as Array<{
      date: string;
    }>;
    const fromList = new Map<string, number>();
    for (const event of list) fromList.set(event.date, (fromList.get(event.date) ?? 0) + 1);
    expect(await days(query)).toEqual([...fromList].map(([date, count]) => ({ date, count })));
  });

  it('rejects malformed filters with a readable 400', async () => {
    for (const query of [
      '?county=ATTICA',
      '?from=2026-13-01',
      '?artist=12',
      `?from=${today}&to=${addDays(today, -1)}`,
      `?from=${today}&to=${addDays(today, 500)}`,
    ]) {
      const response = await server.request(`/api/public/glentia/days${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { code: string; messages: { el: string; en: string } };
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.messages.el).toBeTruthy();
      expect(body.messages.en).toBeTruthy();
    }
  });

  it('is cached with an ETag until a write invalidates the cache', async () => {
    const first = await server.request('/api/public/glentia/days?county=RETHYMNO', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag')!;
    expect(await first.json()).toEqual([]);
    const rethymno = await createLocation(server.database.db, { county: 'RETHYMNO' });
    await createEvent(server.database.db, { locationId: rethymno.id, daysFromToday: 2 });
    const cached = await server.request('/api/public/glentia/days?county=RETHYMNO', {
      headers: { 'if-none-match': etag },
    });
    expect(cached.status).toBe(304);
    await server.app.ctx.cache.invalidate();
    expect(await days('?county=RETHYMNO')).toEqual([{ date: addDays(today, 2), count: 1 }]);
  });
});
