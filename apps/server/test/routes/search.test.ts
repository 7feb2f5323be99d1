/** `GET /api/public/search` (issue 12): Greek and Greeklish, any accents, case, order, one typo. */
import { searchKey, type TSearchResults } from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSearchKey } from '../../src/modules/search/search.repository.ts';
import { makeCaller, okJson, startContributeServer, type TestCaller, venueForm } from '../contribute.ts';
import { createArtist, createEvent, createLocation } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('search (%s)', (kind) => {
  let server: TestServer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.database.db;
    const lyra = await createLocation(db, { name: 'Ρακάδικο Η Λύρα', county: 'HERAKLION' });
    const chania = await createLocation(db, {
      name: 'Ταβέρνα του Αντώνη',
      county: 'CHANIA',
      meta: { formatted_address: 'Χάληδων 10, Χανιά 731 31, Ελλάδα' },
    });
    const mountain = await createLocation(db, {
      name: 'Κέντρο Διασκέδασης Ο Ψηλορείτης',
      county: 'RETHYMNO',
    });
    const artist = await createArtist(db, { name: 'Μανώλης Λαουτάρης' });
    ids.lyra = lyra.id;
    ids.chania = chania.id;
    ids.mountain = mountain.id;
    ids.artist = artist.id;
    ids.lyraEvent = (
      await createEvent(db, { locationId: lyra.id, description: 'Βραδιά με μαντινάδες.', daysFromToday: 3 })
    ).id;
    ids.chaniaEvent = (
      await createEvent(db, {
        locationId: chania.id,
        description: 'Συρτά και πεντοζάλια ως το πρωί.',
        artistIds: [artist.id],
        daysFromToday: 2,
      })
    ).id;
    ids.mountainEvent = (
      await createEvent(db, { locationId: mountain.id, description: 'Ριζίτικα τραγούδια.', daysFromToday: 4 })
    ).id;
    ids.pastEvent = (await createEvent(db, { locationId: lyra.id, daysFromToday: -3 })).id;
    ids.hiddenEvent = (await createEvent(db, { locationId: lyra.id, published: false })).id;
  });
  afterAll(() => server?.close());

  const search = async (q: string) => {
    const response = await server.request(`/api/public/search?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return (await response.json()) as TSearchResults;
  };
  const eventIds = (results: TSearchResults) => results.events.map((event) => event.id);

  it('keys text in the database exactly as core does', async () => {
    for (const text of [
      'Ρακάδικο Η Λύρα',
      'ΨΗΛΟΡΕΊΤΗΣ',
      'Χανιά',
      'Ευαγγελισμός Αυλή Μπουρνάζι Ντάλια Γκάζι',
      'Θεσσαλονίκη Ξυλόκαστρο ΐ ΰ',
      'café Kazani Live Stage',
      'Παϊδάκια  και ρακή',
    ]) {
      expect(await databaseSearchKey(server.database.db, text), text).toBe(searchKey(text));
    }
  });

  it('finds a venue whatever the accents and word order', async () => {
    const results = await search('ρακαδικο λυρα');
    expect(results.venues.map((venue) => venue.name)).toEqual(['Ρακάδικο Η Λύρα']);
    expect(eventIds(results)).toEqual([ids.lyraEvent]);
    expect((await search('ΛΥΡΑ ρακάδικο')).venues.map((venue) => venue.id)).toEqual([ids.lyra]);
  });

  it('reads Greeklish: lyra, xania, psiloritis', async () => {
    expect((await search('lyra')).venues.map((venue) => venue.name)).toContain('Ρακάδικο Η Λύρα');
    const chania = await search('xania');
    expect(chania.venues.map((venue) => venue.id)).toEqual([ids.chania]);
    expect(eventIds(chania)).toEqual([ids.chaniaEvent]);
    expect((await search('psiloritis')).venues.map((venue) => venue.name)).toEqual([
      'Κέντρο Διασκέδασης Ο Ψηλορείτης',
    ]);
    expect((await search('lautaris')).artists.map((artist) => artist.id)).toEqual([ids.artist]);
  });

  it('forgives one wrong letter', async () => {
    expect((await search('rakadoko')).venues.map((venue) => venue.id)).toEqual([ids.lyra]);
    expect((await search('psilorits')).venues.map((venue) => venue.id)).toEqual([ids.mountain]);
  });

  it('searches descriptions, artists and villages, upcoming published events only', async () => {
    expect(eventIds(await search('μαντιναδες'))).toEqual([ids.lyraEvent]);
    expect(eventIds(await search('pentozalia'))).toEqual([ids.chaniaEvent]);
    expect(eventIds(await search('Λαουτάρης'))).toEqual([ids.chaniaEvent]);
    expect(eventIds(await search('halidon'))).toEqual([ids.chaniaEvent]);
    const lyra = eventIds(await search('λύρα'));
    expect(lyra).toContain(ids.lyraEvent);
    expect(lyra).not.toContain(ids.pastEvent);
    expect(lyra).not.toContain(ids.hiddenEvent);
  });

  it('finds nothing for nonsense or nothing', async () => {
    expect(await search('zzzz')).toEqual({ events: [], eventCount: 0, venues: [], artists: [] });
    expect(await search('qwxv')).toEqual({ events: [], eventCount: 0, venues: [], artists: [] });
    expect(await search('   ')).toEqual({ events: [], eventCount: 0, venues: [], artists: [] });
  });

  it('refuses an overlong query with a Greek and English message', async () => {
    const response = await server.request(`/api/public/search?q=${'α'.repeat(300)}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { messages: { el: string; en: string } };
    expect(body.messages.el).toBeTruthy();
    expect(body.messages.en).toBeTruthy();
  });
});

describe.each(testDatabases())('search answers kept in the public cache (%s)', (kind) => {
  let server: TestServer;
  let admin: TestCaller;
  let venueId: string;

  beforeAll(async () => {
    // Answers kept as in production, so a stale one would show.
    server = await startContributeServer(kind, { config: { publicCacheSeconds: 300 } });
    admin = await makeCaller(server, 'admin');
    const { db } = server.database;
    venueId = (await createLocation(db, { name: 'Ρακάδικο Η Λύρα', county: 'HERAKLION' })).id;
    await createEvent(db, { locationId: venueId, description: 'Βραδιά με μαντινάδες.', daysFromToday: 2 });
  });
  afterAll(() => server?.close());

  const searchFor = async (q: string, page = '') => {
    const response = await server.request(`/api/public/search?q=${encodeURIComponent(q)}${page}`);
    expect(response.status, q).toBe(200);
    return (await response.json()) as TSearchResults;
  };

  it('answers one meaning once, however it was typed', async () => {
    const first = await searchFor('λύρα');
    expect(first.venues.map((venue) => venue.id)).toEqual([venueId]);
    const misses = server.app.ctx.cache.misses;
    for (const typed of ['ΛΥΡΑ', ' λυρα ', 'lyra']) expect(await searchFor(typed), typed).toEqual(first);
    expect(server.app.ctx.cache.misses).toBe(misses);
    // Another page, or other words, is another question.
    await searchFor('λύρα', '&limit=5');
    await searchFor('μαντινάδες');
    expect(server.app.ctx.cache.misses).toBe(misses + 2);
  });

  it('shows a renamed venue at once, though the answers are kept', async () => {
    expect((await searchFor('ρακαδικο')).venues.map((venue) => venue.name)).toEqual(['Ρακάδικο Η Λύρα']);
    await okJson(
      server.request('/api/admin/location', {
        method: 'PUT',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        body: JSON.stringify(venueForm({ id: venueId, name: 'Ρακάδικο Το Σφακιανό', county: 'HERAKLION' })),
      }),
    );
    expect((await searchFor('ρακαδικο')).venues.map((venue) => venue.name)).toEqual(['Ρακάδικο Το Σφακιανό']);
  });
});
