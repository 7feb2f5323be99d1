/**
 * Every public page the server sends names itself: Open Graph's type and URL and a canonical link,
 * on a phone (with the first screen drawn where there is one) and on a desktop.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, createEvent, createLocation } from '../factories.ts';
import { startTestServer, type TestServer } from '../helper.ts';

const PUBLIC_URL = 'https://glentia.example';
const INDEX_HTML = `<!doctype html>
<html lang="el">
  <head>
    <meta charset="UTF-8" />
    <title>Γλέντια</title>
    <meta property="og:site_name" content="Γλέντια" />
    <meta property="og:title" content="Γλέντια" />
    <script>document.documentElement.dataset.theme="light"</script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

function tagsOf(html: string) {
  const meta = (key: string) =>
    [...html.matchAll(new RegExp(`<meta property="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1]);
  return {
    type: meta('og:type'),
    url: meta('og:url'),
    canonical: [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]),
  };
}

describe('the address tags of public pages', () => {
  let server: TestServer;
  const paths: Record<string, string> = {};

  beforeAll(async () => {
    const webDistDir = path.join(process.env.TMPDIR ?? '/tmp', `glentia-addresses-${process.pid}`);
    mkdirSync(webDistDir, { recursive: true });
    writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
    server = await startTestServer('pglite', { webDistDir, publicUrl: PUBLIC_URL });
    const db = server.database.db;
    const venue = await createLocation(db);
    const artist = await createArtist(db);
    const event = await createEvent(db, { locationId: venue.id, artistIds: [artist.id] });
    paths.event = `/glentia/${event.id}`;
    paths.venue = `/location/${venue.id}`;
    paths.artist = `/artist/${artist.id}`;
  });
  afterAll(async () => server?.close());

  it.each([
    ['/', 'website'],
    ['/glentia', 'website'],
    ['/maps', 'website'],
    ['/privacy', 'website'],
    ['event', 'article'],
    ['venue', 'place'],
    ['artist', 'profile'],
  ])('gives %s its og:type, og:url and canonical link, once each', async (page, type) => {
    const pathname = paths[page] ?? page;
    for (const agent of [PHONE, DESKTOP]) {
      const response = await server.request(pathname, { headers: { 'user-agent': agent } });
      expect(response.status).toBe(200);
      const url = `${PUBLIC_URL}${pathname}`;
      expect(tagsOf(await response.text()), agent).toEqual({ type: [type], url: [url], canonical: [url] });
    }
  });

  it('names the page without its query, and no address on a page that is not there', async () => {
    const search = await server.request('/glentia/search?query=%7B%7D');
    expect(tagsOf(await search.text()).canonical).toEqual([`${PUBLIC_URL}/glentia/search`]);
    const missing = await server.request('/no/such/page');
    expect(missing.status).toBe(404);
    expect(tagsOf(await missing.text())).toEqual({ type: [], url: [], canonical: [] });
  });
});
