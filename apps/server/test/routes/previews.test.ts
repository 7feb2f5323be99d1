import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/http/index-html.ts';
import { escapeHtml } from '../../src/lib/html.ts';
import { deleteStoredImages } from '../../src/modules/uploads/images.ts';
import { createArtist, createEvent, createLocation } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

const PUBLIC_URL = 'https://glentia.example';
const INDEX_HTML = `<!doctype html>
<html lang="el">
  <head>
    <meta charset="UTF-8" />
    <title>Γλέντια · Γλέντια και ζωντανή μουσική στην Κρήτη</title>
    <meta name="description" content="Γενική περιγραφή" />
    <meta property="og:title" content="Γενικός τίτλος" />
    <meta property="og:description" content="Γενική περιγραφή" />
    <script>document.documentElement.dataset.theme="light"</script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The content of `<meta property|name="key" content="...">` in a page. */
function metaContent(html: string, key: string): string | null {
  const match = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return match?.[1] ?? null;
}

function jsonLdOf(html: string): Record<string, unknown> {
  const match = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  expect(match, 'JSON-LD script').toBeTruthy();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe.each(testDatabases())('link previews, sitemap and robots on %s', (kind) => {
  let server: TestServer;
  let webDistDir: string;
  const ids = {} as Record<'event' | 'canceled' | 'unpublished' | 'past' | 'venue' | 'artist', string>;

  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(os.tmpdir(), 'glentia-previews-web-'));
    mkdirSync(path.join(webDistDir, 'assets'), { recursive: true });
    writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
    server = await startTestServer(kind, { webDistDir, publicUrl: PUBLIC_URL });
    const { db } = server.database;
    const venue = await createLocation(db, {
      name: 'Κέντρο «Ο Αρμός»',
      county: 'CHANIA',
      postalCode: '73100',
      lat: 35.51,
      lng: 24.02,
      image: '/uploads/venues/armos.webp',
    });
    const artist = await createArtist(db, {
      name: 'Νίκος Λυράρης',
      igProfile: { username: 'nikos.lyra', biography: 'Λύρα από τα Σφακιά' },
    });
    const second = await createArtist(db, { name: 'Γιάννης Λαουτιέρης' });
    ids.venue = venue.id;
    ids.artist = artist.id;
    const event = await createEvent(db, {
      locationId: venue.id,
      artistIds: [artist.id, second.id],
      date: '2099-07-03',
      time: '22:00',
      duration: 4,
      description: 'Γλέντι με </script><script>alert(1)</script> & "κέφι"',
      instagramImage: '/uploads/posters/armos-square.jpg',
    });
    ids.event = event.id;
    ids.canceled = (
      await createEvent(db, { locationId: venue.id, date: '2099-01-15', time: '21:00', canceled: true })
    ).id;
    ids.unpublished = (
      await createEvent(db, { locationId: venue.id, published: false, daysFromToday: 3 })
    ).id;
    ids.past = (await createEvent(db, { locationId: venue.id, daysFromToday: -5 })).id;
  });

  afterAll(async () => {
    await server?.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('gives an event page its own title, Open Graph and Twitter card tags', async () => {
    const response = await server.request(`/glentia/${ids.event}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Νίκος Λυράρης, Γιάννης Λαουτιέρης · Κέντρο «Ο Αρμός» · Γλέντια</title>');
    expect(html).not.toContain('Γενικός τίτλος');
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    expect(metaContent(html, 'og:title')).toBe('Νίκος Λυράρης, Γιάννης Λαουτιέρης · Κέντρο «Ο Αρμός»');
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/glentia/${ids.event}`);
    expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}/uploads/posters/armos-square.jpg`);
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    const description = metaContent(html, 'og:description') ?? '';
    expect(description).toContain('Παρασκευή 3 Ιουλίου 2099, 22:00');
    expect(description).toContain('Κέντρο «Ο Αρμός», Χανιά');
    expect(description).toContain('&lt;/script&gt;');
    expect(metaContent(html, 'description')).toBe(description);
  });

  it('describes the event for search engines as a schema.org Event, safely escaped', async () => {
    const html = await (await server.request(`/glentia/${ids.event}`)).text();
    // The description's "</script>" must not end the data script early.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('\\u003c/script\\u003e');
    const data = jsonLdOf(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Νίκος Λυράρης, Γιάννης Λαουτιέρης · Κέντρο «Ο Αρμός»',
      startDate: '2099-07-03T22:00:00+03:00',
      endDate: '2099-07-04T02:00:00+03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      image: [`${PUBLIC_URL}/uploads/posters/armos-square.jpg`],
      url: `${PUBLIC_URL}/glentia/${ids.event}`,
      organizer: { '@type': 'Organization', name: 'Glentia', url: PUBLIC_URL },
      location: {
        '@type': 'Place',
        name: 'Κέντρο «Ο Αρμός»',
        address: { addressLocality: 'Χανιά', postalCode: '73100', addressCountry: 'GR' },
        geo: { '@type': 'GeoCoordinates', latitude: 35.51, longitude: 24.02 },
      },
      performer: [
        { '@type': 'Person', name: 'Νίκος Λυράρης', url: `${PUBLIC_URL}/artist/${ids.artist}` },
        { '@type': 'Person', name: 'Γιάννης Λαουτιέρης' },
      ],
    });
    expect(String(data.description)).toContain('</script>');
  });

  it('keeps the CSP hash of the app script valid on preview pages', async () => {
    const response = await server.request(`/glentia/${ids.event}`);
    const [hash] = inlineScriptHashes(INDEX_HTML);
    expect(hash).toBeTruthy();
    expect(response.headers.get('content-security-policy')).toContain(hash);
    expect(await response.text()).toContain(
      '<script>document.documentElement.dataset.theme="light"</script>',
    );
  });

  it('marks a canceled event, with winter time in its start date', async () => {
    const html = await (await server.request(`/glentia/${ids.canceled}`)).text();
    expect(metaContent(html, 'og:title')).toMatch(/^Ακυρώθηκε: /);
    expect(jsonLdOf(html)).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
      startDate: '2099-01-15T21:00:00+02:00',
    });
  });

  it.each([
    ['an unknown id', '/glentia/00000000-0000-4000-8000-000000000000'],
    ['a malformed id', '/glentia/not-an-id'],
    ['an unknown venue', '/location/00000000-0000-4000-8000-000000000000'],
    ['an unknown artist', '/artist/abc'],
  ])('answers the plain app page with status 404 for %s', async (_name, pathname) => {
    const response = await server.request(pathname);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    expect(html).toContain('Γενικός τίτλος');
    expect(html).not.toContain('application/ld+json');
  });

  it('answers the shareable search link with the plain app page', async () => {
    const response = await server.request('/glentia/search');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Γενικός τίτλος');
  });

  it('never previews an unpublished event, and tells crawlers it is not there', async () => {
    const response = await server.request(`/glentia/${ids.unpublished}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Γενικός τίτλος');
    expect(html).not.toContain('og:url');
  });

  it('gives venue and artist pages their own preview', async () => {
    const venue = await (await server.request(`/location/${ids.venue}`)).text();
    expect(metaContent(venue, 'og:title')).toBe('Κέντρο «Ο Αρμός»');
    expect(metaContent(venue, 'og:url')).toBe(`${PUBLIC_URL}/location/${ids.venue}`);
    expect(metaContent(venue, 'og:image')).toBe(`${PUBLIC_URL}/uploads/venues/armos.webp`);
    expect(metaContent(venue, 'og:description')).toContain('Χανιά');
    // Feed readers and browsers find the venue's feeds from the page.
    expect(venue).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Κέντρο «Ο Αρμός»" href="${PUBLIC_URL}/feeds/location/${ids.venue}.rss" />`,
    );
    expect(venue).toContain(`type="application/atom+xml"`);
    expect(venue).toContain(`href="${PUBLIC_URL}/feeds/location/${ids.venue}.ics"`);

    const artist = await (await server.request(`/artist/${ids.artist}`)).text();
    expect(metaContent(artist, 'og:title')).toBe('Νίκος Λυράρης');
    expect(metaContent(artist, 'og:type')).toBe('profile');
    expect(artist).toContain(`href="${PUBLIC_URL}/feeds/artist/${ids.artist}.rss"`);
    expect(metaContent(artist, 'og:description')).toContain('Λύρα από τα Σφακιά');
    // No picture of their own: Glentia's share card, as a JPEG of the size previews crop to.
    expect(metaContent(artist, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(artist, 'og:image')).toBe(`${PUBLIC_URL}/og/glentia.jpg`);
    expect(metaContent(artist, 'og:image:type')).toBe('image/jpeg');
    expect(metaContent(artist, 'og:image:width')).toBe('1200');
    expect(metaContent(artist, 'og:image:height')).toBe('630');
  });

  it('gives the home page and every other app page the share card, once', async () => {
    for (const pathname of ['/', '/home', '/glentia']) {
      const html = await (await server.request(pathname)).text();
      expect(html.match(/property="og:image"/g), pathname).toHaveLength(1);
      expect(metaContent(html, 'og:image'), pathname).toBe(`${PUBLIC_URL}/og/glentia.jpg`);
      expect(metaContent(html, 'og:image:secure_url'), pathname).toBe(`${PUBLIC_URL}/og/glentia.jpg`);
      expect(metaContent(html, 'og:image:type'), pathname).toBe('image/jpeg');
      expect(metaContent(html, 'twitter:card'), pathname).toBe('summary_large_image');
      // The generic title and description of the app's page stay.
      expect(metaContent(html, 'og:title'), pathname).toBe('Γενικός τίτλος');
    }
  });

  it('serves the share card as a 1200×630 JPEG', async () => {
    const response = await server.request('/og/glentia.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const { format, width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('names a JPEG copy of a WebP poster first, then the WebP, with types and sizes', async () => {
    const uploads = path.join(server.config.dataDir, 'uploads');
    mkdirSync(path.join(uploads, 'events'), { recursive: true });
    await sharp({ create: { width: 900, height: 1125, channels: 4, background: '#0a5cad80' } })
      .webp()
      .toFile(path.join(uploads, 'events', 'jpeg-test-poster.webp'));
    const { db } = server.database;
    const venue = await createLocation(db, { name: 'Κέντρο Χωρίς Φωτογραφία', county: 'RETHYMNO' });
    const event = await createEvent(db, {
      locationId: venue.id,
      date: '2099-08-01',
      image: '/uploads/events/jpeg-test-poster.webp',
      instagramImage: null,
    });

    const html = await (await server.request(`/glentia/${event.id}`)).text();
    const images = [...html.matchAll(/<meta property="og:image" content="([^"]*)"/g)].map(
      (match) => match[1],
    );
    const jpeg = `${PUBLIC_URL}/og/events/jpeg-test-poster.jpg`;
    expect(images).toEqual([jpeg, `${PUBLIC_URL}/uploads/events/jpeg-test-poster.webp`]);
    const types = [...html.matchAll(/<meta property="og:image:type" content="([^"]*)"/g)].map(
      (match) => match[1],
    );
    expect(types).toEqual(['image/jpeg', 'image/webp']);
    expect(metaContent(html, 'og:image:width')).toBe('900');
    expect(metaContent(html, 'og:image:height')).toBe('1125');
    expect(metaContent(html, 'twitter:image')).toBe(jpeg);

    // The copy is a real JPEG, kept on disk, and made again if the cache folder is emptied.
    const copy = await server.request('/og/events/jpeg-test-poster.jpg');
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).format).toBe('jpeg');
    const cached = path.join(server.config.dataDir, 'previews', 'events', 'jpeg-test-poster.jpg');
    expect(existsSync(cached)).toBe(true);
    rmSync(cached);
    expect((await server.request('/og/events/jpeg-test-poster.jpg')).status).toBe(200);
    expect(existsSync(cached)).toBe(true);

    // A venue without a picture gets the share card.
    const place = await (await server.request(`/location/${venue.id}`)).text();
    expect(metaContent(place, 'og:image')).toBe(`${PUBLIC_URL}/og/glentia.jpg`);
  });

  it('removes the JPEG copy with the poster it was made from', async () => {
    const uploads = path.join(server.config.dataDir, 'uploads');
    const poster = `/uploads/events/${randomUUID()}-poster.webp`;
    mkdirSync(path.join(uploads, 'events'), { recursive: true });
    await sharp({ create: { width: 400, height: 500, channels: 3, background: '#7a1020' } })
      .webp()
      .toFile(path.join(uploads, poster.slice('/uploads/'.length)));
    const copyPath = poster.replace('/uploads/', '/og/').replace('.webp', '.jpg');
    expect((await server.request(copyPath)).status).toBe(200);
    const copy = path.join(server.config.dataDir, 'previews', copyPath.slice('/og/'.length));
    expect(existsSync(copy)).toBe(true);
    await deleteStoredImages(server.app.ctx.images, [poster]);
    expect(existsSync(copy)).toBe(false);
    expect(existsSync(path.join(uploads, poster.slice('/uploads/'.length)))).toBe(false);
  });

  it.each([
    '/og/events/none.jpg',
    '/og/../pglite/x.jpg',
    '/og/events/%2e%2e%2fsecret.jpg',
    '/og/events/x.webp',
  ])('answers %s with a JSON 404', async (pathname) => {
    const response = await server.request(pathname);
    expect(response.status).toBe(404);
  });

  it("writes names with $` $' $& into the page literally, as small pages", async () => {
    // In a replacement string these are patterns (text before, after, the match): 60 of them once
    // turned an artist's page into 876 KB of copies of the index page.
    const { db } = server.database;
    const artistName = '$`'.repeat(60);
    const venueName = "$'$&".repeat(30);
    const venue = await createLocation(db, { name: venueName, county: 'HERAKLION', postalCode: '71201' });
    const artist = await createArtist(db, { name: artistName });
    const event = await createEvent(db, { locationId: venue.id, artistIds: [artist.id], date: '2099-08-14' });
    const pages = [
      [`/artist/${artist.id}`, artistName],
      [`/location/${venue.id}`, venueName],
      [`/glentia/${event.id}`, `${artistName} · ${venueName}`],
    ] as const;
    for (const [pathname, title] of pages) {
      const html = await (await server.request(pathname)).text();
      expect(html.length, pathname).toBeLessThan(INDEX_HTML.length + 12_000);
      expect(metaContent(html, 'og:title'), pathname).toBe(escapeHtml(title));
      expect(html.match(/<html/g), pathname).toHaveLength(1);
      expect(html.match(/<\/head>/g), pathname).toHaveLength(1);
    }
  });

  it('sends short share links to the event page', async () => {
    const response = await server.request(`/g/${ids.event}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/glentia/${ids.event}`);
  });

  it('lists home, search, upcoming public events, venues and artists in the sitemap', async () => {
    const response = await server.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/glentia`);
    expect(locs).toContain(`${PUBLIC_URL}/glentia/${ids.event}`);
    expect(locs).toContain(`${PUBLIC_URL}/glentia/${ids.canceled}`);
    expect(locs).toContain(`${PUBLIC_URL}/location/${ids.venue}`);
    expect(locs).toContain(`${PUBLIC_URL}/artist/${ids.artist}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/glentia/${ids.unpublished}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/glentia/${ids.past}`);
    expect(locs.every((loc) => loc?.startsWith(`${PUBLIC_URL}/`))).toBe(true);
  });

  it('allows every crawler and names the sitemap in robots.txt', async () => {
    const response = await server.request('/robots.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Allow: /');
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
