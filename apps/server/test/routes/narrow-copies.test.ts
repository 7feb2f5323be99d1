import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteStoredImages } from '../../src/modules/uploads/images.ts';
import { startTestServer, type TestServer } from '../helper.ts';

/** Narrower copies of stored pictures: `/uploads/<name>.webp?w=480`. */
describe('narrower copies of stored pictures', () => {
  let server: TestServer;
  let uploads: string;

  /** A WebP poster of the given size, stored as an upload; its address. */
  async function storePoster(width: number, height: number): Promise<string> {
    const name = `events/${randomUUID()}-poster.webp`;
    mkdirSync(path.join(uploads, 'events'), { recursive: true });
    await sharp({ create: { width, height, channels: 3, background: '#0a5cad' } })
      .webp()
      .toFile(path.join(uploads, name));
    return `/uploads/${name}`;
  }

  beforeAll(async () => {
    server = await startTestServer('pglite');
    uploads = path.join(server.config.dataDir, 'uploads');
  });
  afterAll(async () => server?.close());

  it('serves a copy at most the asked width, keeping the shape, and keeps it for the next phone', async () => {
    const poster = await storePoster(1000, 1250);
    const response = await server.request(`${poster}?w=480`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const copy = Buffer.from(await response.arrayBuffer());
    expect(await sharp(copy).metadata()).toMatchObject({ format: 'webp', width: 480, height: 600 });

    const kept = path.join(server.config.dataDir, 'narrow', '480', poster.slice('/uploads/'.length));
    expect(existsSync(kept)).toBe(true);
    const again = await server.request(`${poster}?w=480`, {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('gives a browser that takes AVIF an AVIF copy, kept apart from the WebP one', async () => {
    const poster = await storePoster(1000, 1250);
    const avif = await server.request(`${poster}?w=640`, {
      headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
    });
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toMatch(/accept/i);
    const copy = Buffer.from(await avif.arrayBuffer());
    expect(await sharp(copy).metadata()).toMatchObject({ format: 'heif', width: 640, height: 800 });

    const webp = await server.request(`${poster}?w=640`, { headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toMatch(/accept/i);
    expect(webp.headers.get('etag')).not.toBe(avif.headers.get('etag'));

    const stored = path.join(server.config.dataDir, 'narrow', '640', poster.slice('/uploads/'.length));
    expect(existsSync(stored.replace(/\.webp$/, '.avif'))).toBe(true);
    expect(existsSync(stored)).toBe(true);

    // The original itself is one file whatever the browser takes.
    const original = await server.request(poster, { headers: { accept: 'image/avif,*/*' } });
    expect(original.headers.get('content-type')).toBe('image/webp');
    expect(original.headers.get('vary') ?? '').not.toMatch(/accept/i);
  });

  it('never enlarges a picture narrower than the asked width', async () => {
    const poster = await storePoster(300, 400);
    const copy = Buffer.from(await (await server.request(`${poster}?w=800`)).arrayBuffer());
    expect(await sharp(copy).metadata()).toMatchObject({ width: 300, height: 400 });
  });

  it('makes one copy when many phones ask at once', async () => {
    const poster = await storePoster(900, 900);
    const answers = await Promise.all(Array.from({ length: 6 }, () => server.request(`${poster}?w=320`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const etags = new Set(answers.map((answer) => answer.headers.get('etag')));
    expect(etags.size).toBe(1);
  });

  it('refuses widths it does not make, in the asker’s language', async () => {
    const poster = await storePoster(800, 1000);
    for (const width of ['500', '0', '-320', 'wide', '']) {
      const response = await server.request(`${poster}?w=${width}`, { headers: { 'accept-language': 'en' } });
      expect(response.status, width).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/widths of 320, 480/);
    }
    const greek = await server.request(`${poster}?w=500`, { headers: { 'accept-language': 'el' } });
    expect(((await greek.json()) as { message: string }).message).toMatch(/^Η εικόνα υπάρχει μόνο σε πλάτη/);
  });

  it('answers 404 for a missing picture, a path outside the uploads and a picture that is no WebP', async () => {
    mkdirSync(path.join(uploads, 'events'), { recursive: true });
    writeFileSync(
      path.join(uploads, 'events', 'share.jpg'),
      await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer(),
    );
    writeFileSync(path.join(uploads, 'events', 'broken.webp'), 'RIFF');
    for (const address of [
      '/uploads/events/none.webp?w=320',
      '/uploads/../pglite/x.webp?w=320',
      '/uploads/events/share.jpg?w=320',
      '/uploads/events/broken.webp?w=320',
    ]) {
      expect((await server.request(address)).status, address).toBe(404);
    }
  });

  it('removes the copies with the picture they were made from', async () => {
    const poster = await storePoster(1000, 1000);
    for (const width of [320, 640]) expect((await server.request(`${poster}?w=${width}`)).status).toBe(200);
    expect((await server.request(`${poster}?w=480`, { headers: { accept: 'image/avif' } })).status).toBe(200);
    const copies = [
      ...[320, 640].map((width) =>
        path.join(server.config.dataDir, 'narrow', String(width), poster.slice('/uploads/'.length)),
      ),
      path.join(
        server.config.dataDir,
        'narrow',
        '480',
        poster.slice('/uploads/'.length).replace(/\.webp$/, '.avif'),
      ),
    ];
    expect(copies.every((copy) => existsSync(copy))).toBe(true);
    await deleteStoredImages(server.app.ctx.images, [poster]);
    expect(copies.some((copy) => existsSync(copy))).toBe(false);
  });
});
