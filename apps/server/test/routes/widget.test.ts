import type { TWidget } from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, createEvent, createLocation } from '../factories.ts';
import { errorCode, startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('the schedule widget on %s', (kind) => {
  let server: TestServer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.database.db;
    const venue = await createLocation(db, { name: 'Ταβέρνα Ψηλορείτης', county: 'RETHYMNO' });
    const other = await createLocation(db, { name: 'Κέντρο Χανιά', county: 'CHANIA' });
    const artist = await createArtist(db, { name: 'Μανώλης Λύρας' });
    ids.venue = venue.id;
    ids.artist = artist.id;
    ids.night = (
      await createEvent(db, {
        locationId: venue.id,
        artistIds: [artist.id],
        daysFromToday: 3,
        time: '22:00',
        title: 'Γλέντι με λύρα',
      })
    ).id;
    ids.canceled = (await createEvent(db, { locationId: venue.id, daysFromToday: 6, canceled: true })).id;
    ids.past = (await createEvent(db, { locationId: venue.id, daysFromToday: -2 })).id;
    ids.hidden = (await createEvent(db, { locationId: venue.id, daysFromToday: 4, published: false })).id;
    ids.chania = (
      await createEvent(db, { locationId: other.id, daysFromToday: 2, artistIds: [artist.id] })
    ).id;
    for (let day = 10; day < 40; day++) await createEvent(db, { locationId: other.id, daysFromToday: day });
  });
  afterAll(() => server.close());

  const widget = (query: string) => server.request(`/api/public/widget?${query}`, { device: null });
  const read = async (query: string) => (await (await widget(query)).json()) as TWidget;

  it("answers a venue's upcoming published nights to any origin, cached publicly", async () => {
    const response = await widget(`venue=${ids.venue}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(response.headers.get('set-cookie')).toBeNull();
    const body = (await response.json()) as TWidget;
    expect(body.name).toBe('Ταβέρνα Ψηλορείτης');
    expect(body.url).toBe(`${server.config.publicUrl}/location/${ids.venue}`);
    expect(body.events.map((event) => event.id)).toEqual([ids.night, ids.canceled]);
    expect(body.events[0]).toMatchObject({
      time: '22:00',
      title: 'Γλέντι με λύρα',
      artists: ['Μανώλης Λύρας'],
      venue: 'Ταβέρνα Ψηλορείτης',
      canceled: false,
      url: `${server.config.publicUrl}/glentia/${ids.night}`,
    });
    expect(body.events[1]?.canceled).toBe(true);
  });

  it('speaks English names in English, and selects by artist, county and saved search', async () => {
    const english = await read(`artist=${ids.artist}&lang=en`);
    expect(english.name).toBe('Manolis Lyras');
    expect(english.events.map((event) => event.id)).toEqual([ids.chania, ids.night]);
    expect(english.events[1]?.venue).not.toMatch(/[α-ω]/i);

    const county = await read('county=CHANIA&lang=en');
    expect(county.name).toBe('Chania');
    expect(county.events).toHaveLength(20);
    expect(county.events[0]?.id).toBe(ids.chania);

    const search = encodeURIComponent(JSON.stringify({ selectedLocation: [ids.venue] }));
    const saved = await read(`query=${search}`);
    expect(saved.events.map((event) => event.id)).toEqual([ids.night, ids.canceled]);
  });

  it('refuses a request naming nothing or two things, and an unknown venue', async () => {
    expect((await widget('lang=el')).status).toBe(400);
    expect((await widget(`venue=${ids.venue}&artist=${ids.artist}`)).status).toBe(400);
    const unknown = await widget(`venue=${ids.artist}`);
    expect(unknown.status).toBe(404);
    expect(await errorCode(unknown)).toBe('LOCATION_NOT_FOUND');
  });

  it('serves a frame page any site may frame, under its own strict policy', async () => {
    const response = await server.request(`/embed/venue/${ids.venue}?lang=en&theme=dark`, { device: null });
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('frame-ancestors *');
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(
      `<script src="/embed.js" data-venue="${ids.venue}" data-lang="en" data-theme="dark"`,
    );
    expect((await server.request('/embed/venue/not-an-id', { device: null })).status).toBe(400);
    const search = await server.request(`/embed/search?query=${encodeURIComponent('{"a":"<x>"}')}`, {
      device: null,
    });
    expect(await search.text()).toContain('data-query="{&quot;a&quot;:&quot;&lt;x&gt;&quot;}"');
  });
});
