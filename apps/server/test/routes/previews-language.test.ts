/**
 * Shared pages in English: every public page has an English address (`?lang=en`), announces both
 * addresses with `hreflang` (Greek the default), says the language of its text in `og:locale`, and
 * crawlers that ask for English (`?lang=en`, Facebook's `?fb_locale=en_GB`, an Accept-Language
 * without Greek) get the English preview. The sitemap lists both addresses of every page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, createEvent, createLocation } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

const PUBLIC_URL = 'https://glentia.example';
const INDEX_HTML = `<!doctype html>
<html lang="el">
  <head>
    <meta charset="UTF-8" />
    <title>Γλέντια</title>
    <meta name="description" content="Γενική περιγραφή" />
  </head>
  <body><div id="root"></div></body>
</html>`;
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function metaContents(html: string, key: string): string[] {
  return [...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`, 'g'))].map(
    (match) => match[1]!,
  );
}

function hreflangs(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((match) => [
      match[1]!,
      match[2]!.replace(/&amp;/g, '&'),
    ]),
  );
}

describe.each(testDatabases())('pages and previews in English (%s)', (kind) => {
  let server: TestServer;
  let webDistDir: string;
  const ids = {} as Record<'event' | 'venue' | 'artist', string>;

  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(os.tmpdir(), 'glentia-previews-language-'));
    mkdirSync(path.join(webDistDir, 'assets'), { recursive: true });
    writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
    server = await startTestServer(kind, { webDistDir, publicUrl: PUBLIC_URL });
    const { db } = server.database;
    const venue = await createLocation(db, { name: 'Ταβέρνα της Κατερίνας', county: 'CHANIA' });
    const artist = await createArtist(db, { name: 'Μανώλης Σταυρακάκης' });
    const event = await createEvent(db, {
      locationId: venue.id,
      artistIds: [artist.id],
      date: '2099-07-03',
      time: '22:00',
      description: 'Γλέντι με λύρα ως το πρωί.',
    });
    Object.assign(ids, { event: event.id, venue: venue.id, artist: artist.id });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const page = async (address: string, headers: Record<string, string> = {}) => {
    const response = await server.request(address, { headers: { 'user-agent': DESKTOP, ...headers } });
    expect(response.status).toBe(200);
    return response.text();
  };

  it('gives the Greek page el_GR with en_GB as its alternate, and hreflang for both addresses', async () => {
    const html = await page(`/glentia/${ids.event}`);
    expect(metaContents(html, 'og:locale')).toEqual(['el_GR']);
    expect(metaContents(html, 'og:locale:alternate')).toEqual(['en_GB']);
    expect(metaContents(html, 'og:title')).toEqual(['Μανώλης Σταυρακάκης · Ταβέρνα της Κατερίνας']);
    expect(hreflangs(html)).toEqual({
      el: `${PUBLIC_URL}/glentia/${ids.event}`,
      en: `${PUBLIC_URL}/glentia/${ids.event}?lang=en`,
      'x-default': `${PUBLIC_URL}/glentia/${ids.event}`,
    });
  });

  it('answers ?lang=en with an English preview: Latin names, a British date, en_GB, its own address', async () => {
    const html = await page(`/glentia/${ids.event}?lang=en`);
    expect(metaContents(html, 'og:locale')).toEqual(['en_GB']);
    expect(metaContents(html, 'og:locale:alternate')).toEqual(['el_GR']);
    expect(metaContents(html, 'og:title')).toEqual(['Manolis Stavrakakis · Taverna tis Katerinas']);
    const [description] = metaContents(html, 'og:description');
    expect(description).toContain('3 July 2099, 22:00');
    expect(description).toContain('Taverna tis Katerinas, Chania');
    expect(description).toContain('Manolis Stavrakakis');
    expect(description).not.toMatch(/\p{Script=Greek}/u);
    expect(metaContents(html, 'og:url')).toEqual([`${PUBLIC_URL}/glentia/${ids.event}?lang=en`]);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/glentia/${ids.event}?lang=en" />`);
    expect(hreflangs(html).en).toBe(`${PUBLIC_URL}/glentia/${ids.event}?lang=en`);
  });

  it.each([
    ['?fb_locale=en_GB', {}],
    ['?fb_locale=en_US', {}],
    ['', { 'accept-language': 'en-US,en;q=0.9' }],
  ])('gives crawlers asking for English (%s %j) the English preview', async (query, headers) => {
    const html = await page(`/glentia/${ids.event}${query}`, headers);
    expect(metaContents(html, 'og:locale')).toEqual(['en_GB']);
    expect(metaContents(html, 'og:title')).toEqual(['Manolis Stavrakakis · Taverna tis Katerinas']);
  });

  it('keeps Greek for an Accept-Language that also reads Greek, and for ?lang=el', async () => {
    for (const [address, headers] of [
      [`/glentia/${ids.event}`, { 'accept-language': 'en-GB,el;q=0.8' }],
      [`/glentia/${ids.event}?lang=el`, { 'accept-language': 'en' }],
    ] as const) {
      const html = await page(address, headers);
      expect(metaContents(html, 'og:locale')).toEqual(['el_GR']);
      expect(metaContents(html, 'og:title')).toEqual(['Μανώλης Σταυρακάκης · Ταβέρνα της Κατερίνας']);
    }
  });

  it('has English previews of venue and artist pages too', async () => {
    const venue = await page(`/location/${ids.venue}?lang=en`);
    expect(metaContents(venue, 'og:title')).toEqual(['Taverna tis Katerinas']);
    expect(metaContents(venue, 'og:locale')).toEqual(['en_GB']);
    expect(metaContents(venue, 'og:description')[0]).toMatch(/^Taverna tis Katerinas · Chania, Crete/);
    const artist = await page(`/artist/${ids.artist}?lang=en`);
    expect(metaContents(artist, 'og:title')).toEqual(['Manolis Stavrakakis']);
    expect(hreflangs(artist)).toEqual({
      el: `${PUBLIC_URL}/artist/${ids.artist}`,
      en: `${PUBLIC_URL}/artist/${ids.artist}?lang=en`,
      'x-default': `${PUBLIC_URL}/artist/${ids.artist}`,
    });
  });

  it('lists every page of the sitemap with its Greek and English addresses', async () => {
    const xml = await (await server.request('/sitemap.xml')).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = xml
      .split('\n')
      .find((line) => line.includes(`<loc>${PUBLIC_URL}/glentia/${ids.event}</loc>`));
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/glentia/${ids.event}?lang=en"/>`,
    );
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="el" href="${PUBLIC_URL}/glentia/${ids.event}"/>`,
    );
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/glentia/${ids.event}"/>`,
    );
    const home = xml.split('\n').find((line) => line.includes(`<loc>${PUBLIC_URL}/</loc>`));
    expect(home).toContain(`hreflang="en" href="${PUBLIC_URL}/?lang=en"`);
  });
});
