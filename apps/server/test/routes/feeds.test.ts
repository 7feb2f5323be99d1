import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds } from '../../src/db/schema.ts';
import { makeCaller } from '../contribute.ts';
import { createArtist, createEvent, createLocation, favorite, follow } from '../factories.ts';
import { errorCode, startTestServer, type TestServer, testDatabases } from '../helper.ts';

/** Parses with a real iCalendar parser: a feed it cannot read fails the test. */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => ({
      vevent,
      event: new ICAL.Event(vevent),
    })),
  };
}

const uidsOf = (text: string) => parseCalendar(text).events.map(({ event }) => event.uid);

describe.each(testDatabases())('calendar feeds on %s', (kind) => {
  let server: TestServer;
  let host: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    host = new URL(server.config.publicUrl).host;
    const db = server.database.db;
    const venue = await createLocation(db, {
      name: 'Ταβέρνα «Ο Ψηλορείτης»; Ανώγεια, Κρήτη',
      county: 'RETHYMNO',
      lat: 35.29,
      lng: 24.9,
    });
    const other = await createLocation(db, { name: 'Κέντρο Χανιά', county: 'CHANIA' });
    const artist = await createArtist(db, { name: 'Μανώλης Λύρας' });
    ids.venue = venue.id;
    ids.other = other.id;
    ids.artist = artist.id;
    ids.friday = (
      await createEvent(db, {
        locationId: venue.id,
        artistIds: [artist.id],
        daysFromToday: 3,
        time: '22:00',
        title: 'Γλέντι με λύρα, λαούτο; και μαντινάδες',
        // Long Greek text: two octets a letter, so folding by characters would overflow.
        description: `${'Μαντινάδες και πεντοζάλη ως το πρωί. '.repeat(12)}\nΚράτηση στο τηλέφωνο.`,
      })
    ).id;
    ids.allDay = (await createEvent(db, { locationId: venue.id, daysFromToday: 5, time: null })).id;
    ids.canceled = (await createEvent(db, { locationId: venue.id, daysFromToday: 6, canceled: true })).id;
    ids.past = (await createEvent(db, { locationId: venue.id, daysFromToday: -2 })).id;
    ids.hidden = (await createEvent(db, { locationId: venue.id, daysFromToday: 4, published: false })).id;
    ids.chania = (
      await createEvent(db, { locationId: other.id, daysFromToday: 2, artistIds: [artist.id] })
    ).id;
    ids.far = (await createEvent(db, { locationId: other.id, daysFromToday: 200 })).id;
  });
  afterAll(async () => server?.close());

  it('gives every upcoming public event of a venue as valid iCalendar', async () => {
    const response = await server.request(`/feeds/location/${ids.venue}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar; charset=utf-8/);
    const text = await response.text();
    expect(uidsOf(text)).toEqual([ids.friday, ids.allDay, ids.canceled].map((id) => `${id}@${host}`));

    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.endsWith('\r\n')).toBe(true);

    const { calendar, events } = parseCalendar(text);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Athens');
    const friday = events[0]!;
    expect(friday.event.summary).toBe('Γλέντι με λύρα, λαούτο; και μαντινάδες');
    expect(friday.event.location).toBe('Ταβέρνα «Ο Ψηλορείτης»; Ανώγεια, Κρήτη, Ρέθυμνο');
    expect(friday.event.description).toContain('Κράτηση στο τηλέφωνο.');
    expect(friday.event.description).toContain('\n');
    expect(friday.vevent.getFirstPropertyValue('url')).toBe(
      `${server.config.publicUrl}/glentia/${ids.friday}`,
    );
    expect(friday.vevent.getFirstPropertyValue('geo')).toEqual([35.29, 24.9]);
    expect(friday.vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Athens');
    expect(friday.event.startDate.toString()).toMatch(/T22:00:00$/);
    expect(friday.event.sequence).toBe(0);
    expect(friday.vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(events[1]!.event.startDate.isDate).toBe(true);
    expect(events[2]!.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(events[0]!.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('answers an unchanged feed with 304 through its ETag', async () => {
    const first = await server.request(`/feeds/location/${ids.venue}.ics`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await server.request(`/feeds/location/${ids.venue}.ics`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('gives the feeds of an artist, a county and a saved search', async () => {
    expect(uidsOf(await (await server.request(`/feeds/artist/${ids.artist}.ics`)).text())).toEqual(
      [ids.chania, ids.friday].map((id) => `${id}@${host}`),
    );
    const chania = await (await server.request('/feeds/county/chania.ics')).text();
    expect(uidsOf(chania)).toEqual([ids.chania, ids.far].map((id) => `${id}@${host}`));
    expect(parseCalendar(chania).calendar.getFirstPropertyValue('x-wr-calname')).toContain('Χανιά');

    const query = JSON.stringify({ nomos: ['RETHYMNO'], selectedArtist: [ids.artist] });
    const search = await server.request(`/feeds/search.ics?query=${encodeURIComponent(query)}`);
    expect(search.status).toBe(200);
    expect(uidsOf(await search.text())).toEqual([`${ids.friday}@${host}`]);
  });

  it('refuses unknown selections and unreadable searches, in Greek and English', async () => {
    const unknown = await server.request(`/feeds/location/${ids.artist}.ics`);
    expect(unknown.status).toBe(404);
    expect(await errorCode(unknown)).toBe('LOCATION_NOT_FOUND');
    expect((await server.request('/feeds/county/athens.ics')).status).toBe(404);
    expect((await server.request('/feeds/county/CHANIA.ics')).status).toBe(404);
    expect((await server.request(`/feeds/location/${ids.venue}.pdf`)).status).toBe(400);
    const bad = await server.request('/feeds/search.ics?query=%7Bnot-json');
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { code: string; messages: { el: string; en: string } };
    expect(body.code).toBe('FEED_QUERY_INVALID');
    expect(body.messages.el).toMatch(/Άνοιξε ξανά/);
  });

  it('raises SEQUENCE when an event changes, and sends the cancellation', async () => {
    const owner = await makeCaller(server, 'admin');
    const before = parseCalendar(await (await server.request(`/feeds/artist/${ids.artist}.ics`)).text());
    const sequenceOf = (parsed: ReturnType<typeof parseCalendar>) =>
      parsed.events.find(({ event }) => event.uid === `${ids.chania}@${host}`)!;
    expect(sequenceOf(before).event.sequence).toBe(0);

    const cancel = await server.request(`/api/me/glentia/${ids.chania}/cancel`, {
      method: 'PUT',
      headers: owner.headers,
    });
    expect(cancel.status).toBe(200);
    const after = sequenceOf(
      parseCalendar(await (await server.request(`/feeds/artist/${ids.artist}.ics`)).text()),
    );
    expect(after.event.sequence).toBeGreaterThan(0);
    expect(after.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('gives the same selections as RSS and Atom, with the poster and the link', async () => {
    const rss = await server.request(`/feeds/location/${ids.venue}.rss`);
    expect(rss.status).toBe(200);
    expect(rss.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const rssText = await rss.text();
    const items = rssText.match(/<item>[\s\S]*?<\/item>/g) ?? [];
    expect(items).toHaveLength(3);
    expect(items[0]).toContain(`<link>${server.config.publicUrl}/glentia/${ids.friday}</link>`);
    expect(items[0]).toMatch(/<enclosure [^>]*type="image\/webp"/);
    expect(items[0]).toContain(`url="${server.config.publicUrl}/uploads/posters/test.webp"`);
    expect(items[0]).toContain('Γλέντι με λύρα, λαούτο; και μαντινάδες');
    expect(items[2]).toContain('ΑΚΥΡΩΘΗΚΕ');
    expect(rssText).toContain(`${server.config.publicUrl}/feeds/location/${ids.venue}.rss`);

    const atom = await server.request(`/feeds/county/rethymno.atom`);
    expect(atom.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    const atomText = await atom.text();
    expect(atomText).toMatch(/^<\?xml[^>]*>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
    expect((atomText.match(/<entry>/g) ?? []).length).toBe(3);
    expect(atomText).toContain(`rel="enclosure"`);
    expect(atomText).toContain(`href="${server.config.publicUrl}/glentia/${ids.friday}"`);
    // The feed's icon is one the site serves.
    const icon = atomText.match(/<icon>([^<]+)<\/icon>/)?.[1];
    expect(icon).toBe(`${server.config.publicUrl}/icons/icon-192.png`);
  });

  it('gives the single-event download from the same writer', async () => {
    const text = await (await server.request(`/api/public/glentia/${ids.friday}/calendar`)).text();
    expect(uidsOf(text)).toEqual([`${ids.friday}@${host}`]);
  });
});

describe.each(testDatabases())('the private feed on %s', (kind) => {
  let server: TestServer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.database.db;
    const venue = await createLocation(db);
    const artist = await createArtist(db);
    ids.saved = (await createEvent(db, { daysFromToday: 1 })).id;
    ids.ofVenue = (await createEvent(db, { locationId: venue.id, daysFromToday: 2 })).id;
    ids.ofArtist = (await createEvent(db, { artistIds: [artist.id], daysFromToday: 3 })).id;
    ids.other = (await createEvent(db, { daysFromToday: 1 })).id;
    await favorite(db, ids.saved, 'feed-device');
    await follow(db, { locationId: venue.id }, 'feed-device');
    await follow(db, { artistId: artist.id }, 'feed-device');
  });
  afterAll(async () => server?.close());

  const path = (url: string) => new URL(url).pathname;

  it('creates a secret address holding favourites and follows, and revokes it', async () => {
    const status = await server.request('/api/public/feeds/private', { device: 'feed-device' });
    expect(await status.json()).toEqual({ active: false, createdAt: null });

    const created = await server.request('/api/public/feeds/private', {
      method: 'PUT',
      device: 'feed-device',
    });
    expect(created.status).toBe(200);
    const { url } = (await created.json()) as { url: string };
    expect(url).toMatch(/\/feeds\/private\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(
      await (await server.request('/api/public/feeds/private', { device: 'feed-device' })).json(),
    ).toMatchObject({
      active: true,
    });

    const feed = await server.request(path(url), { device: null });
    expect(feed.status).toBe(200);
    expect(feed.headers.get('cache-control')).toBe('private, no-cache');
    const uids = uidsOf(await feed.text()).map((uid) => uid.split('@')[0]);
    expect(uids.sort()).toEqual([ids.saved, ids.ofVenue, ids.ofArtist].sort());
    const rss = await server.request(path(url).replace(/\.ics$/, '.rss'), { device: null });
    expect(await rss.text()).toContain(`/glentia/${ids.saved}`);

    // Renewing makes a new address; the old one stops working.
    const renewed = (await (
      await server.request('/api/public/feeds/private', { method: 'PUT', device: 'feed-device' })
    ).json()) as { url: string };
    expect(renewed.url).not.toBe(url);
    const old = await server.request(path(url), { device: null });
    expect(old.status).toBe(404);
    expect(await errorCode(old)).toBe('FEED_NOT_FOUND');
    expect((await server.request(path(renewed.url), { device: null })).status).toBe(200);

    // The token is never stored as such, only its hash.
    const token = path(renewed.url).split('/').pop()!.replace('.ics', '');
    const stored = await server.database.db.select().from(calendarFeeds);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    const revoked = await server.request('/api/public/feeds/private', {
      method: 'DELETE',
      device: 'feed-device',
    });
    expect(await revoked.json()).toEqual({ active: false, createdAt: null });
    expect((await server.request(path(renewed.url), { device: null })).status).toBe(404);
  });

  it('keeps a signed-in person’s address on the account', async () => {
    const person = await makeCaller(server, 'user');
    expect((await server.request('/api/public/feeds/private', { device: null })).status).toBe(400);
    // The token decides: the device sent along keeps its own address.
    const created = await server.request('/api/public/feeds/private', {
      method: 'PUT',
      headers: person.headers,
      device: 'feed-device',
    });
    const { url } = (await created.json()) as { url: string };
    const feed = await server.request(path(url), { device: null });
    expect(feed.status).toBe(200);
    expect(uidsOf(await feed.text())).toEqual([]);
  });

  it('gives each of several renewals at once an answer, and keeps one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.request('/api/public/feeds/private', { method: 'PUT', device: 'racing-device' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await server.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.deviceId, 'racing-device'));
    expect(rows).toHaveLength(1);
  });

  it('refuses malformed tokens without looking them up', async () => {
    const response = await server.request('/feeds/private/short.ics', { device: null });
    expect(response.status).toBe(404);
  });
});
