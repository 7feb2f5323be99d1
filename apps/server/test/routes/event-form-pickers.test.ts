/** `GET /api/v1/users/artists` and `/locations` (SPEC §7): what the event form offers to pick. */
import type { TPickerArtist, TPickerLocation } from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, makeCaller, startContributeServer, type TestCaller } from '../contribute.ts';
import { createArtist, createEvent, createLocation } from '../factories.ts';
import { type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('event form pickers (%s)', (kind) => {
  let server: TestServer;
  let maria: TestCaller;
  let nikos: TestCaller;
  const ids = {} as Record<'anogia' | 'armos' | 'vrisi' | 'lyra' | 'laouto' | 'boulgari', string>;

  beforeAll(async () => {
    server = await startContributeServer(kind);
    maria = await makeCaller(server, 'user', 'maria_picks');
    nikos = await makeCaller(server, 'user', 'nikos_picks');
    const { db } = server.database;
    ids.anogia = (await createLocation(db, { name: 'Ανώγεια Κέντρο', county: 'RETHYMNO' })).id;
    ids.armos = (await createLocation(db, { name: 'Αρμός', county: 'CHANIA' })).id;
    ids.vrisi = (await createLocation(db, { name: 'Βρύση', county: 'HERAKLION' })).id;
    ids.lyra = (await createArtist(db, { name: 'Λυράρης' })).id;
    ids.laouto = (await createArtist(db, { name: 'Λαουτιέρης' })).id;
    ids.boulgari = (await createArtist(db, { name: 'Βουλγαρίστας' })).id;
    // Maria played at Βρύση with the lyra player, then later at Αρμός with the laouto player.
    await createEvent(db, {
      ownerId: maria.userId,
      locationId: ids.vrisi,
      artistIds: [ids.lyra],
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    await createEvent(db, {
      ownerId: maria.userId,
      locationId: ids.armos,
      artistIds: [ids.laouto],
      createdAt: new Date('2026-02-01T10:00:00Z'),
    });
    // Someone else's event does not count as Maria's.
    await createEvent(db, { ownerId: nikos.userId, locationId: ids.anogia, artistIds: [ids.boulgari] });
  });
  afterAll(() => server?.close());

  it('lists every venue, the caller’s own first (latest use first), then the rest by name', async () => {
    const response = await server.request('/api/v1/users/locations', { headers: maria.headers });
    expect(response.status).toBe(200);
    const venues = await json<TPickerLocation[]>(response);
    expect(venues.map((venue) => [venue.id, venue.mine])).toEqual([
      [ids.armos, true],
      [ids.vrisi, true],
      [ids.anogia, false],
    ]);
    expect(venues[0]).toMatchObject({ name: 'Αρμός', county: 'CHANIA' });
  });

  it('lists every artist, the caller’s own first', async () => {
    const artists = await json<TPickerArtist[]>(
      server.request('/api/v1/users/artists', { headers: maria.headers }),
    );
    expect(artists.map((artist) => [artist.name, artist.mine])).toEqual([
      ['Λαουτιέρης', true],
      ['Λυράρης', true],
      ['Βουλγαρίστας', false],
    ]);
  });

  it('gives each person their own order', async () => {
    const artists = await json<TPickerArtist[]>(
      server.request('/api/v1/users/artists', { headers: nikos.headers }),
    );
    expect(artists.map((artist) => [artist.name, artist.mine])).toEqual([
      ['Βουλγαρίστας', true],
      ['Λαουτιέρης', false],
      ['Λυράρης', false],
    ]);
  });

  it('asks visitors to sign in, in Greek and English', async () => {
    for (const path of ['/api/v1/users/artists', '/api/v1/users/locations']) {
      const response = await server.request(path);
      expect(response.status).toBe(401);
      const body = (await response.json()) as { messages: { el: string; en: string } };
      expect(body.messages.el).toBeTruthy();
      expect(body.messages.en).toBeTruthy();
    }
  });
});
