import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, athensDateTimeToInstant, type TImportResult, todayInAthens } from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBody,
  json,
  makeCaller,
  startContributeServer,
  type TestCaller,
  uploadPath,
} from '../contribute.ts';
import { createArtist, createLocation } from '../factories.ts';
import { type TestServer, testDatabases } from '../helper.ts';
import { makePhoto } from '../images.ts';

const eventDate = addDays(todayInAthens(), 10);

function eventPage(port: number): string {
  const start = athensDateTimeToInstant(eventDate, '21:30');
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: 'Γλέντι στον Αρμό',
    // Written in UTC, as many sites do: Glentia shows it on the Crete clock.
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 5 * 3_600_000).toISOString(),
    description: 'Λύρα, λαούτο και μαντινάδες ως το πρωί.',
    image: `http://127.0.0.1:${port}/poster.jpg`,
    location: { '@type': 'Place', name: 'Kentro O Armos' },
    performer: [
      { '@type': 'Person', name: 'Psarogiorgis' },
      { '@type': 'Person', name: 'Άγνωστος Λαουτιέρης' },
    ],
  };
  return `<!doctype html><html><head><meta charset="utf-8"><title>Εισιτήρια</title>
    <script type="application/ld+json">${JSON.stringify(ld)}</script></head><body>…</body></html>`;
}

describe.each(testDatabases())('import from a URL (%s)', (kind) => {
  let pages: Server;
  let pagePort: number;
  let server: TestServer;
  let admin: TestCaller;
  let venueId: string;
  let artistId: string;
  let poster: Buffer;

  beforeAll(async () => {
    poster = await makePhoto(900, 1200);
    pages = createServer((request, response) => {
      switch (request.url) {
        case '/event':
          return response
            .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            .end(eventPage(pagePort));
        case '/poster.jpg':
          return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(poster);
        case '/og':
          return response
            .writeHead(200, { 'content-type': 'text/html' })
            .end(
              '<meta property="og:title" content="Βραδιά στο Στέκι"><meta property="og:site_name" content="Το Στέκι">',
            );
        case '/nothing':
          return response.writeHead(200, { 'content-type': 'text/html' }).end('<p>Καλώς ήρθατε</p>');
        case '/json':
          return response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        case '/to-loopback':
          return response.writeHead(302, { location: 'http://127.0.0.1:9/admin' }).end();
        default:
          return response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    pagePort = (pages.address() as AddressInfo).port;
    server = await startContributeServer(kind, { fetchOptions: { testLoopbackPorts: [pagePort] } });
    admin = await makeCaller(server, 'admin');
    venueId = (await createLocation(server.database.db, { name: 'Κέντρο Ο Αρμός' })).id;
    artistId = (await createArtist(server.database.db, { name: 'Ψαρογιώργης' })).id;
    await createLocation(server.database.db, { name: 'Το Στέκι' });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => pages?.close(resolve));
  });

  const importUrl = (url: string, caller = admin) =>
    server.request('/api/admin/glentia/fromUrl', {
      method: 'POST',
      headers: { ...caller.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ url }),
    });

  it('saves a draft from a page with schema.org JSON-LD, matching the venue and artists', async () => {
    const response = await importUrl(`http://127.0.0.1:${pagePort}/event`);
    expect(response.status).toBe(200);
    const result = await json<TImportResult>(response);
    expect(result.source).toBe('json-ld');
    expect(result.missing).toEqual([]);
    expect(result.glenti).toMatchObject({
      id: result.draftId,
      title: 'Γλέντι στον Αρμό',
      date: eventDate,
      time: '21:30',
      duration: 5,
      description: 'Λύρα, λαούτο και μαντινάδες ως το πρωί.',
      published: false,
      publishedFrom: admin.username,
      location: { id: venueId },
      pendingArtists: ['Άγνωστος Λαουτιέρης'],
      imageWidth: 900,
      imageHeight: 1200,
    });
    expect(result.glenti.artists.map((artist) => artist.id)).toEqual([artistId]);
    const { existsSync } = await import('node:fs');
    expect(existsSync(uploadPath(server, result.glenti.image!))).toBe(true);
  });

  it('falls back to Open Graph and says what is missing', async () => {
    const result = await json<TImportResult>(importUrl(`http://127.0.0.1:${pagePort}/og`));
    expect(result.source).toBe('open-graph');
    expect(result.glenti.title).toBe('Βραδιά στο Στέκι');
    expect(result.glenti.location?.name).toBe('Το Στέκι');
    expect(result.glenti.date).toBe(todayInAthens());
    expect(result.missing).toEqual(expect.arrayContaining(['date', 'time', 'image', 'artists']));
  });

  it.each([
    ['a page about no event', () => `http://127.0.0.1:${pagePort}/nothing`, 'NO_EVENT_FOUND'],
    ['something that is not a page', () => `http://127.0.0.1:${pagePort}/json`, 'URL_NOT_A_PAGE'],
    ['loopback on another port', () => 'http://127.0.0.1:9/', 'URL_ADDRESS_NOT_ALLOWED'],
    ['a redirect to loopback', () => `http://127.0.0.1:${pagePort}/to-loopback`, 'URL_ADDRESS_NOT_ALLOWED'],
    ['a private address', () => 'http://10.0.0.1/event', 'URL_ADDRESS_NOT_ALLOWED'],
    [
      'the cloud metadata service',
      () => 'http://169.254.169.254/latest/meta-data/',
      'URL_ADDRESS_NOT_ALLOWED',
    ],
    ['IPv6 loopback', () => 'http://[::1]/', 'URL_ADDRESS_NOT_ALLOWED'],
  ])('refuses %s', async (_label, url, code) => {
    const response = await importUrl(url());
    expect(response.status).toBe(400);
    expect((await errorBody(response)).code).toBe(code);
  });

  it('refuses addresses that are not http(s)', async () => {
    const response = await importUrl('file:///etc/passwd');
    expect(response.status).toBe(400);
    expect((await errorBody(response)).code).toBe('VALIDATION_ERROR');
  });
});
