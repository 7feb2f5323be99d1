import { CATALOGUE_PAGE, CATALOGUE_PAGE_MAX, ZArtist, ZArtistSummary, ZLocation } from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeCaller, okJson, startContributeServer, type TestCaller, venueForm } from '../contribute.ts';
import { createArtist, createLocation, follow } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('artists and venues on %s', (kind) => {
  let server: TestServer;
  let artistId: string;
  let venueId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.database;
    await createArtist(db, { name: 'Ψαράς Λυράρης' });
    await createArtist(db, { name: 'Αντώνης Λαουτιέρης' });
    const artist = await createArtist(db, {
      name: 'Βασίλης Μαντινάδας',
      spotifyArtist: {
        id: 'sp1',
        name: 'Vasilis',
        followers: { total: 1200 },
        external_urls: { spotify: 'https://open.spotify.com/artist/sp1' },
      },
      spotifyAlbums: { items: [] },
      igProfile: { username: 'vasilis.lyra', biography: 'Λύρα από τα Ανώγεια' },
    });
    artistId = artist.id;
    const venue = await createLocation(db, {
      name: 'Ωραία Θέα',
      county: 'LASITHI',
      postalCode: '72100',
      meta: { formatted_address: 'Άγιος Νικόλαος 721 00', rating: 4.6, user_ratings_total: 210 },
      igProfile: { username: 'oraia.thea' },
      website: 'https://example.com/oraia-thea',
    });
    venueId = venue.id;
    await createLocation(db, { name: 'Άλσος', county: 'CHANIA', postalCode: '73100' });
    await follow(db, { artistId }, 'fan-device-0001');
    await follow(db, { artistId }, 'fan-device-0002');
    await follow(db, { locationId: venueId }, 'fan-device-0001');
  });
  afterAll(async () => server?.close());

  it('lists artists in Greek alphabetical order', async () => {
    const artists = z.array(ZArtistSummary).parse(await (await server.request('/api/public/artists')).json());
    expect(artists.map((a) => a.name)).toEqual(['Αντώνης Λαουτιέρης', 'Βασίλης Μαντινάδας', 'Ψαράς Λυράρης']);
  });

  it('shows an artist profile with Spotify, Instagram and followers', async () => {
    const artist = ZArtist.parse(await (await server.request(`/api/public/artist/${artistId}`)).json());
    expect(artist).toMatchObject({ name: 'Βασίλης Μαντινάδας', followers: 2 });
    expect(artist.spotifyArtist?.followers.total).toBe(1200);
    expect(artist.igProfile?.username).toBe('vasilis.lyra');
    expect((await server.request('/api/public/artist/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await server.request('/api/public/artist/x')).status).toBe(400);
  });

  it('lists venues with county, meta and followers', async () => {
    const venues = z.array(ZLocation).parse(await (await server.request('/api/public/locations')).json());
    expect(venues.map((v) => v.name)).toEqual(['Άλσος', 'Ωραία Θέα']);
    expect(venues[1]).toMatchObject({
      county: 'LASITHI',
      followers: 1,
      meta: { formatted_address: 'Άγιος Νικόλαος 721 00', rating: 4.6, user_ratings_total: 210 },
    });
    const one = ZLocation.parse(await (await server.request(`/api/public/location/${venueId}`)).json());
    expect(one.website).toBe('https://example.com/oraia-thea');
    expect((await server.request('/api/public/location/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
  });
});

describe.each(testDatabases())('artists and venues asked by id on %s', (kind) => {
  let server: TestServer;
  let admin: TestCaller;
  const artistIds: string[] = [];
  const venueIds: string[] = [];
  const unknown = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => {
    // Answers kept as in production, so a stale one would show.
    server = await startContributeServer(kind, { config: { publicCacheSeconds: 300 } });
    admin = await makeCaller(server, 'admin');
    const { db } = server.database;
    for (const name of ['Ψηλορείτης', 'Αντώνης', 'Μιχάλης'])
      artistIds.push((await createArtist(db, { name })).id);
    for (const name of ['Ωραία Θέα', 'Άλσος', 'Μύλος'])
      venueIds.push((await createLocation(db, { name })).id);
    await follow(db, { locationId: venueIds[0]! }, 'fan-device-0101');
  });
  afterAll(() => server?.close());

  const list = async <T>(path: string, schema: z.ZodType<T>) => {
    const response = await server.request(path);
    expect(response.status, path).toBe(200);
    return { list: schema.parse(await response.json()), etag: response.headers.get('etag') };
  };
  const artists = (query: string) => list(`/api/public/artists${query}`, z.array(ZArtistSummary.strict()));
  const venues = (query: string) => list(`/api/public/locations${query}`, z.array(ZLocation.strict()));

  it('lists only the artists asked, by name, unknown ids left out', async () => {
    const asked = await artists(`?ids=${artistIds[0]},${unknown},${artistIds[1]}`);
    expect(asked.list.map((a) => a.name)).toEqual(['Αντώνης', 'Ψηλορείτης']);
    // Repeated, reordered, doubled or in capitals: the same question, answered from the same entry.
    const misses = server.app.ctx.cache.misses;
    const again = await artists(
      `?ids=${artistIds[1]!.toUpperCase()}&ids=${artistIds[0]}&ids=${unknown}&ids=${artistIds[1]}`,
    );
    expect(again).toEqual(asked);
    expect(server.app.ctx.cache.misses).toBe(misses);
    expect((await artists('')).list.map((a) => a.name)).toEqual(['Αντώνης', 'Μιχάλης', 'Ψηλορείτης']);
  });

  it('lists only the venues asked, with their profile and followers, by name', async () => {
    const asked = await venues(`?ids=${venueIds[0]}&ids=${venueIds[1]}&ids=${unknown}`);
    expect(asked.list.map((v) => [v.name, v.followers])).toEqual([
      ['Άλσος', 0],
      ['Ωραία Θέα', 1],
    ]);
    expect((await venues(`?ids=${unknown}`)).list).toEqual([]);
    expect((await venues('')).list.map((v) => v.name)).toEqual(['Άλσος', 'Μύλος', 'Ωραία Θέα']);
  });

  it('answers by id with the headers of every public answer', async () => {
    const response = await server.request(`/api/public/locations?ids=${venueIds[2]}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const etag = response.headers.get('etag')!;
    const unchanged = await server.request(`/api/public/locations?ids=${venueIds[2]}`, {
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.status).toBe(304);
  });

  it('refuses more than 100 ids, or one that is no uuid, as every query is refused', async () => {
    const many = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const path of [
      `/api/public/artists?ids=${many.join(',')}`,
      `/api/public/locations?ids=${many.join(',')}`,
      `/api/public/artists?ids=${artistIds[0]},not-an-id`,
      '/api/public/locations?ids=12345',
    ]) {
      const response = await server.request(path);
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as { messages: { el: string; en: string } };
      expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
      expect(body.messages.el).toBeTruthy();
    }
    expect((await artists(`?ids=${many.slice(0, 100).join(',')}`)).list).toEqual([]);
  });

  it('shows a renamed artist or venue at once, though the answers are kept', async () => {
    const artistsAsked = `?ids=${artistIds[2]},${artistIds[0]}`;
    const venuesAsked = `?ids=${venueIds[2]}`;
    expect((await artists(artistsAsked)).list.map((a) => a.name)).toEqual(['Μιχάλης', 'Ψηλορείτης']);
    expect((await venues(venuesAsked)).list.map((v) => v.name)).toEqual(['Μύλος']);
    const put = (path: string, body: unknown) =>
      okJson(
        server.request(path, {
          method: 'PUT',
          headers: { ...admin.headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    await put('/api/admin/artist', { id: artistIds[2], name: 'Ζαχαρίας', spotifyId: null, igProfile: null });
    await put(
      '/api/admin/location',
      venueForm({ id: venueIds[2]!, name: 'Ο Μύλος του Χωριού', county: 'CHANIA' }),
    );
    expect((await artists(artistsAsked)).list.map((a) => a.name)).toEqual(['Ζαχαρίας', 'Ψηλορείτης']);
    expect((await venues(venuesAsked)).list.map((v) => [v.name, v.county])).toEqual([
      ['Ο Μύλος του Χωριού', 'CHANIA'],
    ]);
  });
});

describe.each(testDatabases())('artists and venues a page or a few words at a time on %s', (kind) => {
  let server: TestServer;
  // Accents, a lower-case initial and a Latin name: the page order is Greek alphabetical all the same.
  const artistNames = [
    'Ψηλορείτης',
    'Άννα Λύρα',
    'Αλέξης',
    'Έλενα',
    'Ζαχαρίας Λαουτιέρης',
    'ευα',
    'Zorbas Band',
  ];
  const venueNames = ['Ωραία Θέα', 'Άλσος', 'Μύλος', 'Ήλιος'];

  beforeAll(async () => {
    // Answers kept as in production: the same question asked another way must hit the same entry.
    server = await startTestServer(kind, { publicCacheSeconds: 300 });
    const { db } = server.database;
    for (const name of artistNames) await createArtist(db, { name });
    await createLocation(db, { name: 'Ωραία Θέα', county: 'LASITHI', postalCode: '72100' });
    const alsos = await createLocation(db, { name: 'Άλσος', county: 'CHANIA', postalCode: '73100' });
    await createLocation(db, { name: 'Μύλος', county: 'CHANIA', postalCode: '73100' });
    await createLocation(db, { name: 'Ήλιος', county: 'RETHYMNO', postalCode: '74100' });
    await follow(db, { locationId: alsos.id }, 'fan-device-0201');
  });
  afterAll(() => server?.close());

  const greek = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b, 'el'));
  const names = async (path: string) => {
    const response = await server.request(path);
    expect(response.status, path).toBe(200);
    return ((await response.json()) as Array<{ name: string }>).map((item) => item.name);
  };

  it('pages every artist and venue in Greek alphabetical order, the pages adding up to the whole', async () => {
    const artistPages = [
      ...(await names('/api/public/artists?limit=3')),
      ...(await names('/api/public/artists?limit=3&offset=3')),
      ...(await names('/api/public/artists?limit=3&offset=6')),
    ];
    expect(artistPages).toEqual(greek(artistNames));
    expect(await names('/api/public/artists?limit=3&offset=9')).toEqual([]);
    expect(await names('/api/public/locations?limit=2')).toEqual(greek(venueNames).slice(0, 2));
    const venues = z
      .array(ZLocation.strict())
      .parse(await (await server.request('/api/public/locations?limit=2&offset=0')).json());
    expect(venues.map((venue) => [venue.name, venue.followers])).toEqual([
      ['Άλσος', 1],
      ['Ήλιος', 0],
    ]);
  });

  it('gives at most 200 unless asked for up to 500, and refuses more', async () => {
    const { db } = server.database;
    for (let index = 0; index < CATALOGUE_PAGE + 1 - artistNames.length; index++) await createArtist(db);
    await server.app.ctx.cache.invalidate();
    expect(await names('/api/public/artists')).toHaveLength(CATALOGUE_PAGE);
    expect(await names(`/api/public/artists?offset=${CATALOGUE_PAGE}`)).toHaveLength(1);
    expect(await names(`/api/public/artists?limit=${CATALOGUE_PAGE_MAX}`)).toHaveLength(CATALOGUE_PAGE + 1);
    for (const query of [`limit=${CATALOGUE_PAGE_MAX + 1}`, 'limit=0', 'offset=-1', `q=${'λ'.repeat(101)}`]) {
      const response = await server.request(`/api/public/artists?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { code: string; messages: { el: string; en: string } };
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.messages.el).toBeTruthy();
      expect(body.messages.en).toBeTruthy();
    }
  });

  it('finds by words of the name in Greek or Greeklish, best first, one answer however it is typed', async () => {
    expect(await names('/api/public/artists?q=lyra')).toEqual(['Άννα Λύρα']);
    expect(await names(`/api/public/artists?q=${encodeURIComponent('λαουτ ζαχαρ')}`)).toEqual([
      'Ζαχαρίας Λαουτιέρης',
    ]);
    expect(await names(`/api/public/locations?q=${encodeURIComponent('μυλος')}`)).toEqual(['Μύλος']);
    // A venue's county is a word of it too.
    expect(greek(await names('/api/public/locations?q=chania'))).toEqual(['Άλσος', 'Μύλος']);
    expect(await names('/api/public/locations?q=chania&limit=1')).toHaveLength(1);
    // Nothing of two letters or more: nothing matches (and not every one); blank: a page.
    expect(await names('/api/public/artists?q=%CE%B7')).toEqual([]);
    expect(await names('/api/public/locations?q=%CE%B7')).toEqual([]);
    expect(await names('/api/public/locations?q=%20')).toHaveLength(venueNames.length);

    const misses = server.app.ctx.cache.misses;
    for (const typed of ['ΛΑΟΥΤ ΖΑΧΑΡ', 'ζαχαρ λαουτ', 'λάουτ  ζαχάρ'])
      expect(await names(`/api/public/artists?q=${encodeURIComponent(typed)}`)).toEqual([
        'Ζαχαρίας Λαουτιέρης',
      ]);
    expect(server.app.ctx.cache.misses).toBe(misses);
  });
});
