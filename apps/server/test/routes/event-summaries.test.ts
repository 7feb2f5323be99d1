import { addDays, ZEventSummaryPage } from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPublicEventSummaries } from '../../src/modules/events/events.summary.service.ts';
import { createArtist, createEvent, createLocation } from '../factories.ts';
import { errorCode, startTestServer, type TestServer, testDatabases } from '../helper.ts';

/** Dates far from today, so what the tests see does not depend on the day they run. */
const START = '2090-03-01';
/** More events than the full list's default page (200): the map must still get every one. */
const MANY = 230;

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
  });
  afterAll(async () => server?.close());

  async function summaries(query: string) {
    const response = await server.request(`/api/public/glentia/summary?${query}`);
    expect(response.status).toBe(200);
    return ZEventSummaryPage.parse(await response.json());
  }

  it('gives the map every event of its range, beyond the list page size, without descriptions', async () => {
    const page = await summaries(`from=${START}&to=${addDays(START, 30)}`);
    expect(page.events).toHaveLength(MANY + 1);
    expect(page.total).toBe(MANY + 1);
    expect(page.next).toBeNull();
    for (const event of page.events) {
      expect(event).not.toHaveProperty('description');
      expect(event).not.toHaveProperty('artists');
      expect(event).not.toHaveProperty('location');
      expect(event.artistIds).toEqual([lyra.id]);
    }
    // Each venue and artist is described once, however many events name it.
    expect(page.locations.map((location) => location.id).sort()).toEqual([venue.id, other.id].sort());
    expect(page.artists).toEqual([expect.objectContaining({ id: lyra.id, name: 'Λύρα Ψηλορείτη' })]);
    const full = await (
      await server.request(`/api/public/glentia?from=${START}&to=${addDays(START, 30)}`)
    ).json();
    expect(full).toHaveLength(200);
  });

  it('gives the timeline a window of days, the range total and where the next window starts', async () => {
    const first = await summaries(`from=${START}&to=${addDays(START, 30)}&days=7`);
    expect(first.events).toHaveLength(MANY);
    expect(first.events.every((event) => event.date < addDays(START, 7))).toBe(true);
    expect(first.total).toBe(MANY + 1);
    expect(first.next).toBe(addDays(START, 17));

    const second = await summaries(`from=${first.next}&to=${addDays(START, 30)}&days=7`);
    expect(second.events.map((event) => event.date)).toEqual([addDays(START, 17)]);
    expect(second.next).toBeNull();
  });

  it('ends a window early, on a whole day, when its days hold too many glentia', async () => {
    // The range's first three days hold 77, 77 and 76 events: at most 100 a window means a day each.
    const query = { from: START, to: addDays(START, 30), days: 7, county: [], artist: [], location: [] };
    const first = await listPublicEventSummaries(server.database.db, query, START, { maxEvents: 100 });
    expect(new Set(first.events.map((event) => event.date))).toEqual(new Set([START]));
    expect(first.next).toBe(addDays(START, 1));
    expect(first.total).toBe(MANY + 1);
    // However full, a window holds at least its first day.
    const crowded = await listPublicEventSummaries(server.database.db, query, START, { maxEvents: 10 });
    expect(crowded.events.length).toBeGreaterThan(10);
    expect(crowded.next).toBe(addDays(START, 1));
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
    const path = `/api/public/glentia/summary?from=${START}&to=${addDays(START, 30)}`;
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
