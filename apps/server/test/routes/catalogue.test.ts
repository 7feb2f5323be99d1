import { ZArtist, ZArtistSummary, ZLocation } from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
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
