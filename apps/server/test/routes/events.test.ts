import { addDays, addMonths, todayInAthens, ZEvent } from '@glentia/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resultRows } from '../../src/db/results.ts';
import { createArtist, createEvent, createLocation, favorite, follow } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('public events API on %s', (kind) => {
  let server: TestServer;
  const today = todayInAthens();
  let lyra: Awaited<ReturnType<typeof createArtist>>;
  let laouto: Awaited<ReturnType<typeof createArtist>>;
  let chania: Awaited<ReturnType<typeof createLocation>>;
  let heraklion: Awaited<ReturnType<typeof createLocation>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.database;
    lyra = await createArtist(db, { name: 'Λύρα Ψηλορείτη' });
    laouto = await createArtist(db, { name: 'Laouto Trio' });
    chania = await createLocation(db, { name: 'Ταβέρνα Χανιά', county: 'CHANIA', postalCode: '73131' });
    heraklion = await createLocation(db, { name: 'Κέντρο Ηράκλειο', county: 'HERAKLION' });
    ids.tomorrowLate = (
      await createEvent(db, {
        locationId: chania.id,
        artistIds: [lyra.id, laouto.id],
        daysFromToday: 1,
        time: '22:00',
      })
    ).id;
    ids.tomorrowEarly = (
      await createEvent(db, {
        locationId: heraklion.id,
        artistIds: [laouto.id],
        daysFromToday: 1,
        time: '20:00',
      })
    ).id;
    ids.today = (
      await createEvent(db, { locationId: heraklion.id, artistIds: [lyra.id], daysFromToday: 0, time: null })
    ).id;
    ids.past = (await createEvent(db, { locationId: chania.id, artistIds: [lyra.id], daysFromToday: -3 })).id;
    ids.unpublished = (
      await createEvent(db, { locationId: chania.id, daysFromToday: 2, published: false })
    ).id;
    ids.canceled = (await createEvent(db, { locationId: chania.id, daysFromToday: 5, canceled: true })).id;
    ids.farAway = (
      await createEvent(db, { locationId: chania.id, date: addDays(addMonths(today, 2), 3) })
    ).id;
    await favorite(db, ids.tomorrowLate, 'device-aaaaaaaa');
    await favorite(db, ids.tomorrowLate, 'device-bbbbbbbb');
    await follow(db, { locationId: chania.id }, 'device-aaaaaaaa');
  });
  afterAll(async () => server?.close());

  async function list(query = '') {
    const response = await server.request(`/api/public/glentia${query}`);
    expect(response.status).toBe(200);
    return z.array(ZEvent).parse(await response.json());
  }

  it('lists published events from today to two months ahead, sorted by date and time', async () => {
    const events = await list();
    expect(events.map((e) => e.id)).toEqual([ids.today, ids.tomorrowEarly, ids.tomorrowLate, ids.canceled]);
  });

  it('carries artists, venue with county, counters and flags', async () => {
    const event = (await list()).find((e) => e.id === ids.tomorrowLate)!;
    expect(event.artists.map((a) => a.name)).toEqual(['Λύρα Ψηλορείτη', 'Laouto Trio']);
    expect(event.location).toMatchObject({ id: chania.id, name: 'Ταβέρνα Χανιά', county: 'CHANIA' });
    expect(event).toMatchObject({
      favorites: 2,
      views: 0,
      future: true,
      published: true,
      canceled: false,
      selected: false,
    });
    expect(event.image).toMatch(/^\/uploads\//);
    expect(event.thumbnail).toMatch(/^\/uploads\//);
    expect(event.startAt).toMatch(/Z$/);
    const canceled = (await list()).find((e) => e.id === ids.canceled)!;
    expect(canceled.canceled).toBe(true);
  });

  it("reads a page with its artists and saves in the rows' own query, not in queries after it", async () => {
    // Every statement the database is sent while the page is made (both drivers call the client's query).
    const client = (server.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const statements: string[] = [];
    const query = client.query;
    client.query = function (this: unknown, ...args: unknown[]) {
      const [first] = args;
      statements.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
      return query.apply(this, args);
    } as typeof query;
    try {
      // A page the public cache has not seen (its size).
      const events = await list('?limit=29');
      expect(events.find((e) => e.id === ids.tomorrowLate)).toMatchObject({
        artists: [{ name: 'Λύρα Ψηλορείτη' }, { name: 'Laouto Trio' }],
        favorites: 2,
      });
      expect(events.find((e) => e.id === ids.today)).toMatchObject({
        artists: [{ id: lyra.id }],
        favorites: 0,
      });
      const reading = statements.filter((text) => /\bfrom "events"/.test(text));
      expect(reading).toHaveLength(1);
      expect(reading[0]).toMatch(/"event_artists"/);
      expect(reading[0]).toMatch(/"favorite_counts"/);
      expect(
        statements.filter(
          (text) => text !== reading[0] && /"(event_artists|favorites|favorite_counts)"/.test(text),
        ),
      ).toEqual([]);
    } finally {
      client.query = query;
    }
  });

  it('filters by county, venue, artist and date range', async () => {
    expect((await list('?county=CHANIA')).map((e) => e.id)).toEqual([ids.tomorrowLate, ids.canceled]);
    expect((await list('?county=CHANIA&county=HERAKLION')).length).toBe(4);
    expect((await list('?county=CHANIA,HERAKLION')).length).toBe(4);
    expect((await list(`?location=${heraklion.id}`)).map((e) => e.id)).toEqual([
      ids.today,
      ids.tomorrowEarly,
    ]);
    expect((await list(`?artist=${lyra.id}`)).map((e) => e.id)).toEqual([ids.today, ids.tomorrowLate]);
    const from = addDays(today, 1);
    expect((await list(`?from=${from}&to=${from}`)).map((e) => e.id)).toEqual([
      ids.tomorrowEarly,
      ids.tomorrowLate,
    ]);
    expect(
      (await list(`?from=${addDays(today, -5)}&to=${today}&location=${chania.id}`)).map((e) => e.id),
    ).toEqual([ids.past]);
    expect((await list('?limit=1&offset=1')).map((e) => e.id)).toEqual([ids.tomorrowEarly]);
  });

  it('marks past events as not future', async () => {
    const [past] = await list(`?from=${addDays(today, -3)}&to=${addDays(today, -3)}`);
    expect(past?.future).toBe(false);
  });

  it('rejects malformed filters with a readable 400', async () => {
    for (const query of [
      '?county=ATTICA',
      '?from=2026-02-30',
      '?artist=not-a-uuid',
      '?limit=0',
      `?from=${today}&to=${addDays(today, -1)}`,
    ]) {
      const response = await server.request(`/api/public/glentia${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { messages: { el: string; en: string }; issues: unknown[] };
      expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
      expect(body.messages.el).toBeTruthy();
      expect(body.messages.en).toBeTruthy();
      expect(body.issues.length).toBeGreaterThan(0);
    }
  });

  it('answers in English when asked', async () => {
    const response = await server.request('/api/public/glentia?county=ATTICA', {
      headers: { 'accept-language': 'en-GB,en' },
    });
    expect(((await response.json()) as { message: string }).message).toBe(
      'Some of the request data is not valid.',
    );
    const greek = await server.request('/api/public/glentia?county=ATTICA');
    expect(((await greek.json()) as { message: string }).message).toMatch(/στοιχεία/);
  });

  it('shows one published event, 404 for unknown or unpublished, 400 for a malformed id', async () => {
    const response = await server.request(`/api/public/glentia/${ids.tomorrowLate}`);
    expect(response.status).toBe(200);
    expect(ZEvent.parse(await response.json()).id).toBe(ids.tomorrowLate);
    for (const id of [ids.unpublished, '00000000-0000-4000-8000-000000000000']) {
      const missing = await server.request(`/api/public/glentia/${id}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ code: 'EVENT_NOT_FOUND' });
    }
    expect((await server.request('/api/public/glentia/12345')).status).toBe(400);
  });

  it('serves gzip with an ETag and answers 304 when unchanged', async () => {
    const first = await server.request('/api/public/glentia', { headers: { 'accept-encoding': 'gzip' } });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const again = await server.request('/api/public/glentia', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('gives an iCalendar file', async () => {
    const response = await server.request(`/api/public/glentia/${ids.tomorrowLate}/calendar`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${ids.tomorrowLate}_event.ics"`,
    );
    const ics = await response.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`UID:${ids.tomorrowLate}@${new URL(server.config.publicUrl).host}`);
    expect(ics).toContain('Ταβέρνα Χανιά');
    expect(ics).toMatch(/DTSTART;TZID=Europe\/Athens:\d{8}T\d{4}00/);
    const allDay = await (await server.request(`/api/public/glentia/${ids.today}/calendar`)).text();
    expect(allDay).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
    const canceled = await (await server.request(`/api/public/glentia/${ids.canceled}/calendar`)).text();
    expect(canceled).toContain('STATUS:CANCELLED');
    expect((await server.request(`/api/public/glentia/${ids.unpublished}/calendar`)).status).toBe(404);
  });

  it('counts a view once per device and day', async () => {
    const put = (device: string) =>
      server.request(`/api/public/glentia/${ids.tomorrowEarly}/viewed`, { method: 'PUT', device });
    expect(await (await put('viewer-one-1234')).json()).toEqual({ id: ids.tomorrowEarly, views: 1 });
    expect(await (await put('viewer-one-1234')).json()).toEqual({ id: ids.tomorrowEarly, views: 1 });
    expect(await (await put('viewer-two-1234')).json()).toEqual({ id: ids.tomorrowEarly, views: 2 });
    expect(
      (await server.request(`/api/public/glentia/${ids.unpublished}/viewed`, { method: 'PUT' })).status,
    ).toBe(404);
  });

  it('counts a view without a device id as a bare total, keeping no row with the address', async () => {
    const { db } = server.database;
    const event = await createEvent(db);
    const put = () =>
      server.request(`/api/public/glentia/${event.id}/viewed`, { method: 'PUT', device: null });
    expect(await (await put()).json()).toEqual({ id: event.id, views: 1 });
    expect(await (await put()).json()).toEqual({ id: event.id, views: 2 });
    const rows = await db.execute(
      sql`select count(*)::int as n from event_views where event_id = ${event.id}`,
    );
    expect(resultRows<{ n: number }>(rows)[0]?.n).toBe(0);
  });

  it('lists past events of a venue and an artist, most recent first', async () => {
    const { db } = server.database;
    const older = await createEvent(db, { locationId: chania.id, artistIds: [lyra.id], daysFromToday: -10 });
    const venue = await server.request(`/api/public/glentia/location/${chania.id}/pastEvents`);
    expect(
      z
        .array(ZEvent)
        .parse(await venue.json())
        .map((e) => e.id),
    ).toEqual([ids.past, older.id]);
    const artist = await server.request(`/api/public/glentia/artist/${lyra.id}/pastEvents`);
    expect(
      z
        .array(ZEvent)
        .parse(await artist.json())
        .map((e) => e.id),
    ).toEqual([ids.past, older.id]);
    const none = await server.request(`/api/public/glentia/artist/${laouto.id}/pastEvents`);
    expect(await none.json()).toEqual([]);
    expect(
      (await server.request('/api/public/glentia/location/00000000-0000-4000-8000-000000000000/pastEvents'))
        .status,
    ).toBe(404);
    expect(
      (await server.request('/api/public/glentia/artist/00000000-0000-4000-8000-000000000000/pastEvents'))
        .status,
    ).toBe(404);
  });

  it('counts followers of a venue or an artist', async () => {
    expect(await (await server.request(`/api/public/glentia/topic/${chania.id}/followers`)).json()).toEqual({
      id: chania.id,
      followers: 1,
    });
    expect(await (await server.request(`/api/public/glentia/topic/${lyra.id}/followers`)).json()).toEqual({
      id: lyra.id,
      followers: 0,
    });
    const unknown = await server.request(
      '/api/public/glentia/topic/00000000-0000-4000-8000-000000000000/followers',
    );
    expect(unknown.status).toBe(404);
  });
});
