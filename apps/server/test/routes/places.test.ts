import type { TPlaceSearchResult } from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, makeCaller, startContributeServer, type TestCaller } from '../contribute.ts';
import { createLocation } from '../factories.ts';
import { type TestServer, testDatabases } from '../helper.ts';
import { type LocalService, sendJson, startLocalService } from '../local-service.ts';

/** Two answers in Nominatim's `jsonv2` format: one in Chania, one in Athens. */
const NOMINATIM_ANSWER = [
  {
    place_id: 1,
    lat: '35.5138',
    lon: '24.0180',
    name: 'Ταβέρνα Το Καρνάγιο',
    display_name:
      'Ταβέρνα Το Καρνάγιο, Πλατεία Κατεχάκη, Χανιά, Δήμος Χανίων, Περιφερειακή Ενότητα Χανίων, Κρήτη, 73131, Ελλάδα',
    address: {
      amenity: 'Ταβέρνα Το Καρνάγιο',
      city: 'Χανιά',
      municipality: 'Δήμος Χανίων',
      state_district: 'Περιφερειακή Ενότητα Χανίων',
      state: 'Αποκεντρωμένη Διοίκηση Κρήτης',
      postcode: '731 31',
      country_code: 'gr',
    },
  },
  {
    place_id: 2,
    lat: '35.3053',
    lon: '25.3961',
    name: '',
    display_name: 'Κέντρο Λύρα, Χερσόνησος, Δήμος Χερσονήσου, Κρήτη, 70014, Ελλάδα',
    address: { municipality: 'Δήμος Χερσονήσου', postcode: '70014', country_code: 'gr' },
  },
  {
    place_id: 3,
    lat: '37.9838',
    lon: '23.7275',
    name: 'Ταβέρνα Αθήνα',
    display_name: 'Ταβέρνα Αθήνα, Αθήνα, Ελλάδα',
    address: { city: 'Αθήνα', postcode: '10558', country_code: 'gr' },
  },
];

describe.each(testDatabases())('place search (%s)', (kind) => {
  let provider: LocalService;
  let server: TestServer;
  let offline: TestServer;
  let relaxedServer: TestServer;
  let maria: TestCaller;

  beforeAll(async () => {
    provider = await startLocalService((url, _request, response) => {
      if (url.pathname !== '/search') return sendJson(response, 404, {});
      // Nominatim keeps to the viewbox when `bounded=1`; this stand-in does the same by dropping Athens.
      const bounded = url.searchParams.get('bounded') === '1';
      return sendJson(response, 200, bounded ? NOMINATIM_ANSWER.slice(0, 2) : NOMINATIM_ANSWER);
    });
    const places = { url: provider.url, creteOnly: false };
    server = await startContributeServer(kind, { config: { places } });
    relaxedServer = server;
    offline = await startContributeServer(kind, {
      config: { places: { url: 'http://127.0.0.1:9', creteOnly: true } },
    });
    maria = await makeCaller(server, 'user');
    await createLocation(server.database.db, {
      name: 'Ταβέρνα Το Καρνάγιο',
      county: 'CHANIA',
      postalCode: '73131',
    });
    await createLocation(offline.database.db, {
      name: 'Κέντρο Λύρα',
      county: 'HERAKLION',
      postalCode: '70014',
    });
  });
  afterAll(async () => {
    await server?.close();
    await offline?.close();
    await provider?.close();
  });

  const search = (target: TestServer, query: string, caller: TestCaller | null = maria) =>
    target.request(`/api/v1/users/places?${new URLSearchParams({ query })}`, {
      headers: caller?.headers ?? {},
    });

  it('asks the provider within the Crete bounds and maps places to new-venue drafts', async () => {
    const result = await json<TPlaceSearchResult>(search(server, 'ταβέρνα'));
    expect(result.source).toBe('places');
    expect(result.places).toHaveLength(2);
    expect(result.places[0]).toMatchObject({
      name: 'Ταβέρνα Το Καρνάγιο',
      lat: 35.5138,
      lng: 24.018,
      postalCode: '73131',
      county: 'CHANIA',
    });
    expect(result.places[0]!.locationId).toEqual(expect.any(String));
    expect(result.places[1]).toMatchObject({ name: 'Κέντρο Λύρα', county: 'HERAKLION', locationId: null });

    const asked = provider.requests.at(-1)!;
    expect(asked.pathname).toBe('/search');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      q: 'ταβέρνα',
      format: 'jsonv2',
      addressdetails: '1',
      viewbox: '23.39,35.76,26.42,34.86',
      bounded: '1',
      countrycodes: 'gr',
    });
  });

  it('looks outside Crete when relaxed and the server allows it', async () => {
    const response = await relaxedServer.request('/api/v1/users/places?query=ταβέρνα&relaxed=true', {
      headers: maria.headers,
    });
    const result = await json<TPlaceSearchResult>(response);
    expect(result.places.map((place) => place.name)).toContain('Ταβέρνα Αθήνα');
    expect(provider.requests.at(-1)!.searchParams.get('bounded')).toBeNull();
  });

  it('falls back to known venues, Greeklish-aware, when no provider answers, and says so', async () => {
    const offlineCaller = await makeCaller(offline, 'user');
    const result = await json<TPlaceSearchResult>(search(offline, 'lira', offlineCaller));
    expect(result).toEqual({
      source: 'known-venues',
      places: [expect.objectContaining({ name: 'Κέντρο Λύρα', county: 'HERAKLION', postalCode: '70014' })],
    });
  });

  it('needs a signed-in caller and a query of two letters', async () => {
    expect((await search(server, 'ταβέρνα', null)).status).toBe(401);
    expect((await search(server, 'τ')).status).toBe(400);
  });
});
