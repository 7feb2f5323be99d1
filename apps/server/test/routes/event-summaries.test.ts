import { brotliCompressSync } from 'node:zlib';
import { addDays, EVENT_WINDOW_MAX_EVENTS, ZEventSummaryPage } from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPublicEventSummaries } from '../../src/modules/events/events.summary.service.ts';
import { createArtist, createEvent, createLocation } from '../factories.ts';
import { errorCode, startTestServer, type TestServer, testDatabases } from '../helper.ts';

/** Dates far from today, so what the tests see does not depend on the day they run. */
const START = '2090-03-01';
/** Glentia over the range's first three days (50 a day). */
const MANY = 150;
/** A day far from the others that holds more glentia than one window: a crowded Friday. */
const CROWDED_DAY = addDays(START, 60);
const CROWDED = 400;

describe.each(testDatabases())('event summaries (timeline windows and map) on %s', (kind) => {
  let server: TestServer;
  let venue: Awaited<ReturnType<typeof createLocation>>;
  let other: Awaited<ReturnType<typeof createLocation>>;
  let lyra: Awaited<ReturnType<typeof createArtist>>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.database;
    lyra = await createArtist(db, { name: 'Λύρα Ψηλορείτη' });
    venue = await createLocation(db, { name: 'Ταβέρνα Χανιά', county: 'CHANIA' });
    other = await createLocation(db, { name: 'Κέντρο Ηράκλειο', county: 'HERAKLION' });
    // The first three days of the range, then nothing for two weeks, then one more day.
    for (let start = 0; start < MANY; start += 25) {
      await Promise.all(
        Array.from({ length: Math.min(25, MANY - start) }, (_, i) =>
          createEvent(db, {
            date: addDays(START, (start + i) % 3),
            locationId: (start + i) % 2 ? venue.id : other.id,
            artistIds: [lyra.id],
          }),
        ),
      );
    }
    await createEvent(db, { date: addDays(START, 17), locationId: venue.id, artistIds: [lyra.id] });
    // The crowded day as a large data set makes it: many venues and artists, names and posters of
    // their own, start times through the evening.
    const venues = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        createLocation(db, { name: `Ταβέρνα Ο Ψηλορείτης ${i}`, county: i % 2 ? 'RETHYMNO' : 'LASITHI' }),
      ),
    );
    const players = await Promise.all(
      Array.from({ length: 160 }, (_, i) => createArtist(db, { name: `Γιώργης Μανουσάκης ${i}` })),
    );
    for (let start = 0; start < CROWDED; start += 25) {
      await Promise.all(
        Array.from({ length: 25 }, (_, j) => {
          const i = start + j;
          return createEvent(db, {
            date: CROWDED_DAY,
            time: `${String(18 + (i % 6)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
            title: `Γλέντι με τον ${players[i % 160]!.name} και φίλους ${i}`,
            locationId: venues[i % 80]!.id,
            artistIds: [players[i % 160]!.id, players[(i * 3 + 1) % 160]!.id],
            image: `/uploads/posters/${crypto.randomUUID()}.webp`,
            thumbnail: `/uploads/posters/${crypto.randomUUID()}-thumb.webp`,
          });
        }),
      );
    }
  });
  afterAll(async () => server?.close());

  async function summaries(query: string) {
    const response = await server.request(`/api/public/glentia/summary?${query}`);
    expect(response.status).toBe(200);
    return ZEventSummaryPage.parse(await response.json());
  }

  it('answers one window without `days`, not the whole range, without descriptions', async () => {
    const page = await summaries(`from=${START}&to=${addDays(START, 400)}`);
    // The range's days hold 150, then 1, then 400 glentia: the window ends on a whole day within
    // the cap, and says where the next one starts.
    expect(page.events).toHaveLength(MANY + 1);
    expect(page.total).toBe(MANY + 1 + CROWDED);
    expect(page.next).toBe(CROWDED_DAY);
    expect(page.nextSkip).toBeUndefined();
    for (const event of page.events) {
      expect(event).not.toHaveProperty('description');
      expect(event).not.toHaveProperty('artists');
      expect(event).not.toHaveProperty('location');
      expect(event.artistIds).toEqual([lyra.id]);
    }
    // Each venue and artist is described once, however many events name it.
    expect(page.locations.map((location) => location.id).sort()).toEqual([venue.id, other.id].sort());
    expect(page.artists).toEqual([expect.objectContaining({ id: lyra.id, name: 'Λύρα Ψηλορείτη' })]);
  });

  it('pages a crowded day within the timeline, each page under 30 KB of Brotli', async () => {
    const seen = new Set<string>();
    let start: { from: string; skip?: number } = { from: CROWDED_DAY };
    for (let pages = 1; ; pages++) {
      const skip = start.skip === undefined ? '' : `&skip=${start.skip}`;
      const path = `/api/public/glentia/summary?from=${start.from}&to=${addDays(START, 90)}&days=7${skip}`;
      const response = await server.request(path, { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await response.arrayBuffer());
      expect(brotliCompressSync(body).length).toBeLessThanOrEqual(30 * 1024);
      const page = ZEventSummaryPage.parse(JSON.parse(body.toString()));
      expect(page.events.length).toBeLessThanOrEqual(EVENT_WINDOW_MAX_EVENTS);
      expect(page.events.every((event) => event.date === CROWDED_DAY)).toBe(true);
      for (const event of page.events) seen.add(event.id);
      if (!page.next) {
        expect(pages).toBe(Math.ceil(CROWDED / EVENT_WINDOW_MAX_EVENTS));
        break;
      }
      expect(page.next).toBe(CROWDED_DAY);
      expect(page.nextSkip).toBe(seen.size);
      start = { from: page.next, skip: page.nextSkip };
    }
    // Every glentia of the day once, none twice.
    expect(seen.size).toBe(CROWDED);
  });

  it('gives the timeline a window of days, the range total and where the next window starts', async () => {
    const first = await summaries(`from=${START}&to=${addDays(START, 30)}&days=7`);
    expect(first.events).toHaveLength(MANY);
    expect(first.events.every((event) => event.date < addDays(START, 7))).toBe(true);
    expect(first.total).toBe(MANY + 1);
    expect(first.nextSkip).toBeUndefined();
    expect(first.next).toBe(addDays(START, 17));

    const second = await summaries(`from=${first.next}&to=${addDays(START, 30)}&days=7`);
    expect(second.events.map((event) => event.date)).toEqual([addDays(START, 17)]);
    expect(second.next).toBeNull();
  });

  it('ends a window early, on a whole day, when its days hold too many glentia', async () => {
    // The range's first three days hold 50 each: at most 60 a window means a day each.
    const query = { from: START, to: addDays(START, 30), days: 7, county: [], artist: [], location: [] };
    const first = await listPublicEventSummaries(server.database.db, query, START, { maxEvents: 60 });
    expect(new Set(first.events.map((event) => event.date))).toEqual(new Set([START]));
    expect(first.next).toBe(addDays(START, 1));
    expect(first.nextSkip).toBeUndefined();
    expect(first.total).toBe(MANY + 1);
    // A day fuller than a window comes in pages, in the list's order, from where the last one ended.
    const crowded = await listPublicEventSummaries(server.database.db, query, START, { maxEvents: 20 });
    expect(crowded.events).toHaveLength(20);
    expect(crowded).toMatchObject({ next: START, nextSkip: 20 });
    const rest = await listPublicEventSummaries(server.database.db, { ...query, skip: 40 }, START, {
      maxEvents: 20,
    });
    expect(rest.events).toHaveLength(10);
    expect(rest.events.every((event) => event.date === START)).toBe(true);
    expect(rest.next).toBe(addDays(START, 1));
    expect(rest.nextSkip).toBeUndefined();
    const whole = await listPublicEventSummaries(server.database.db, query, START, { maxEvents: 60 });
    expect([...crowded.events, ...rest.events].map((event) => event.id)).toEqual(
      [...whole.events.slice(0, 20), ...whole.events.slice(40)].map((event) => event.id),
    );
  });

  it('filters like the full list', async () => {
    const page = await summaries(`from=${START}&to=${addDays(START, 30)}&county=HERAKLION&days=7`);
    expect(page.events.length).toBeGreaterThan(0);
    expect(page.events.every((event) => event.locationId === other.id)).toBe(true);
    expect(page.locations.map((location) => location.id)).toEqual([other.id]);
  });

  it('refuses a range of more than a year without a window', async () => {
    const response = await server.request(
      `/api/public/glentia/summary?from=${START}&to=${addDays(START, 500)}`,
    );
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('VALIDATION_ERROR');
  });

  it('sends Brotli to clients that accept it, gzip to the others, and plain JSON otherwise', async () => {
    const path = `/api/public/glentia/summary?from=${START}&to=${addDays(START, 30)}&days=7`;
    const plain = Buffer.from(
      await (await server.request(path, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    const encodingOf = async (accept: string) => {
      // Node's fetch decodes what it receives; the header says what was sent.
      const response = await server.request(path, { headers: { 'accept-encoding': accept } });
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.equals(plain)).toBe(true);
      return response.headers.get('content-encoding');
    };
    expect(await encodingOf('gzip, deflate, br')).toBe('br');
    expect(await encodingOf('gzip')).toBe('gzip');
    expect(await encodingOf('br;q=0, gzip')).toBe('gzip');
    expect(await encodingOf('identity')).toBeNull();
    const one = await server.request('/api/public/initialize', { headers: { 'accept-encoding': 'br' } });
    expect(one.headers.get('content-encoding')).toBe('br');
  });
});
