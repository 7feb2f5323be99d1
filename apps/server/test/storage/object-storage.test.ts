/**
 * Uploaded images in S3-compatible object storage: the real AWS SDK against a local s3rver. A
 * poster uploaded through the API lands in the bucket (not on this machine's disk), is served
 * through /uploads with the same caching headers as a local file, and goes with its event, as do
 * the copies made of it (link previews' JPEG, phones' narrower copies).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TCreateEventResult } from '@glentia/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventForm, inDays, json, makeCaller, type TestCaller } from '../contribute.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';
import { makePhoto } from '../images.ts';
import { type LocalS3, startLocalS3 } from '../support/s3-server.ts';

describe.each(testDatabases())('images in object storage (%s)', (kind) => {
  let s3: LocalS3;
  let server: TestServer;
  let maria: TestCaller;

  beforeAll(async () => {
    s3 = await startLocalS3();
    server = await startTestServer(kind, { objectStorage: s3.config, publicUrl: 'https://glentia.example' });
    maria = await makeCaller(server, 'user');
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  const uploadPoster = async () => {
    const response = await server.request('/api/v1/users/glenti', {
      method: 'POST',
      headers: maria.headers,
      body: eventForm(
        { date: inDays(1), updateLocationPhone: 'false' },
        { data: await makePhoto(900, 1200), name: 'poster.jpg', type: 'image/jpeg' },
      ),
    });
    expect(response.status).toBe(200);
    return json<TCreateEventResult>(response);
  };

  it('stores a poster in the bucket, serves it through /uploads with validators, and deletes it with its event', async () => {
    const { createdId, glenti } = await uploadPoster();
    const urls = [glenti.image!, glenti.thumbnail!, glenti.instagramImage!];
    for (const url of urls) {
      expect(await s3.has(url.slice(1)), url).toBe(true);
      // Nothing on this machine's disk: another process must be able to serve it.
      expect(existsSync(path.join(server.config.dataDir, url.slice(1))), url).toBe(false);
    }

    const served = await server.request(glenti.image!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = served.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const poster = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(['webp', 900, 1200]);
    const again = await server.request(glenti.image!, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);

    // The link preview's JPEG copy is made from the bucket and kept there too.
    const copyUrl = glenti.image!.replace('/uploads/', '/og/').replace('.webp', '.jpg');
    const copy = await server.request(copyUrl);
    expect(copy.status).toBe(200);
    expect((await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).format).toBe('jpeg');
    const copyKey = copyUrl.replace('/og/', 'previews/');
    expect(await s3.has(copyKey)).toBe(true);

    // So is a narrower copy for phones, and nothing of it lands on this machine's disk either.
    const narrow = await server.request(`${glenti.image!}?w=480`);
    expect(narrow.status).toBe(200);
    expect((await sharp(Buffer.from(await narrow.arrayBuffer())).metadata()).width).toBe(480);
    const narrowKey = glenti.image!.replace('/uploads/', 'narrow/480/');
    expect(await s3.has(narrowKey)).toBe(true);
    expect(existsSync(path.join(server.config.dataDir, narrowKey))).toBe(false);

    const deleted = await server.request(`/api/me/glentia/${createdId}`, {
      method: 'DELETE',
      headers: maria.headers,
    });
    expect(deleted.status).toBe(204);
    for (const key of [...urls.map((url) => url.slice(1)), copyKey, narrowKey])
      expect(await s3.has(key), key).toBe(false);
    expect((await server.request(glenti.image!)).status).toBe(404);
  });

  it('answers a missing or unsafe image name with a JSON 404', async () => {
    for (const pathname of ['/uploads/events/none.webp', '/uploads/events/%2e%2e%2fx.webp', '/uploads/x']) {
      const response = await server.request(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.json()).toMatchObject({ statusCode: 404 });
    }
  });
});
