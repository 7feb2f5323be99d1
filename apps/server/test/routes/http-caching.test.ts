/**
 * What caches (browsers, CDNs, crawlers) need to ask again cheaply: a validator on uploads, preview
 * JPEGs and the sitemap, a 304 when what they hold is current, and `Vary` where the bytes differ.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../factories.ts';
import { startTestServer, type TestServer } from '../helper.ts';

describe('conditional requests', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    const events = path.join(server.config.dataDir, 'uploads', 'events');
    mkdirSync(events, { recursive: true });
    writeFileSync(path.join(events, 'cache-test.png'), 'not really a picture');
    await sharp({ create: { width: 40, height: 60, channels: 3, background: '#a33' } })
      .webp()
      .toFile(path.join(events, 'cache-poster.webp'));
    await createEvent(server.database.db, { image: '/uploads/events/cache-poster.webp', daysFromToday: 2 });
  });
  afterAll(async () => server?.close());

  it('answers an upload with 304 to If-Modified-Since at or after its last change', async () => {
    const first = await server.request('/uploads/events/cache-test.png');
    expect(first.status).toBe(200);
    const lastModified = first.headers.get('last-modified');
    expect(lastModified).toBeTruthy();

    const same = await server.request('/uploads/events/cache-test.png', {
      headers: { 'if-modified-since': lastModified! },
    });
    expect(same.status).toBe(304);
    expect(same.headers.get('etag')).toBe(first.headers.get('etag'));
    const later = new Date(Date.parse(lastModified!) + 60_000).toUTCString();
    expect(
      (await server.request('/uploads/events/cache-test.png', { headers: { 'if-modified-since': later } }))
        .status,
    ).toBe(304);

    const earlier = new Date(Date.parse(lastModified!) - 60_000).toUTCString();
    const changed = await server.request('/uploads/events/cache-test.png', {
      headers: { 'if-modified-since': earlier },
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('not really a picture');
    // If-None-Match decides when both are sent (RFC 9110 §13.2.2).
    const otherTag = await server.request('/uploads/events/cache-test.png', {
      headers: { 'if-none-match': '"something-else"', 'if-modified-since': lastModified! },
    });
    expect(otherTag.status).toBe(200);
    const weakList = await server.request('/uploads/events/cache-test.png', {
      headers: { 'if-none-match': `"x", W/${first.headers.get('etag')}` },
    });
    expect(weakList.status).toBe(304);
  });

  it.each(['/og/glentia.jpg', '/og/events/cache-poster.jpg'])(
    'gives the preview JPEG %s an ETag and a 304 to it',
    async (pathname) => {
      const first = await server.request(pathname);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/jpeg');
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await server.request(pathname, { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
      expect(again.headers.get('cache-control')).toContain('max-age=');
    },
  );

  it('gives the sitemap an ETag, a 304 to it, and Vary: accept-encoding compressed or not', async () => {
    const plain = await server.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/xml/);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toContain('<urlset');
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);

    const gzip = await server.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(String(gzip.headers.vary)).toMatch(/accept-encoding/i);
    expect(gzip.headers.etag).toBe(etag);

    const again = await server.request('/sitemap.xml', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});
