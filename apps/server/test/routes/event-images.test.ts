import type { TCreateEventResult } from '@glentia/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema.ts';
import { errorBody, eventForm, inDays, json, storedEventFiles, uploadPath } from '../contribute.ts';
import { testDatabases } from '../helper.ts';
import { makePhoto, makePhotoWithGps, makePngBomb } from '../images.ts';
import { useRouteSuite } from '../support/route-suite.ts';

describe.each(testDatabases())('event photos (%s)', (kind) => {
  const suite = useRouteSuite(kind, { maria: 'user' });

  const upload = (data: Buffer, name = 'poster.jpg', type = 'image/jpeg') =>
    suite.server.request('/api/v1/users/glenti', {
      method: 'POST',
      headers: suite.maria.headers,
      body: eventForm({ date: inDays(1), updateLocationPhone: 'false' }, { data, name, type }),
    });

  describe('hostile files get a clear 400 and leave nothing behind', () => {
    it.each<[string, () => Promise<Buffer> | Buffer, string, string]>([
      [
        'a text file named .jpg',
        () => Buffer.from('Δεν είμαι φωτογραφία, απλώς κείμενο.\n'.repeat(20)),
        'poster.jpg',
        'IMAGE_UNSUPPORTED',
      ],
      [
        'an SVG',
        () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
        'poster.png',
        'IMAGE_UNSUPPORTED',
      ],
      [
        'a GIF',
        () =>
          sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
            .gif()
            .toBuffer(),
        'poster.jpg',
        'IMAGE_UNSUPPORTED',
      ],
      ['a 20,000 × 20,000 PNG', () => makePngBomb(20_000), 'poster.png', 'IMAGE_TOO_MANY_PIXELS'],
      [
        'a 16 MB file',
        () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16 * 1024 * 1024, 7)]),
        'big.jpg',
        'IMAGE_TOO_LARGE',
      ],
      [
        'a JPEG cut in half',
        async () => (await makePhoto(1000, 800)).subarray(0, 4000),
        'half.jpg',
        'IMAGE_UNREADABLE',
      ],
    ])('%s', async (_label, make, name, code) => {
      const data = await make();
      const before = storedEventFiles(suite.server);
      const response = await upload(data, name);
      expect(response.status).toBe(400);
      const body = await errorBody(response);
      expect(body.code).toBe(code);
      expect(body.messages.el.length).toBeGreaterThan(10);
      expect(body.messages.en.length).toBeGreaterThan(10);
      expect(storedEventFiles(suite.server)).toEqual(before);
      expect(storedEventFiles(suite.server).some((file) => file.endsWith('.part'))).toBe(false);
    });

    it('keeps the bomb small on disk', () => {
      expect(makePngBomb(20_000).length).toBeLessThan(200 * 1024);
    });
  });

  it('strips EXIF, including the GPS position, from what it stores', async () => {
    const original = await makePhotoWithGps();
    expect((await sharp(original).metadata()).exif).toBeTruthy();
    const response = await upload(original);
    expect(response.status).toBe(200);
    const { glenti } = await json<TCreateEventResult>(response);
    for (const url of [glenti.image!, glenti.thumbnail!, glenti.instagramImage!]) {
      const stored = await sharp(uploadPath(suite.server, url)).metadata();
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.iptc).toBeUndefined();
    }
  });

  it('stores a poster bounded to 1600 px, a thumbnail and a square share card, and records the size', async () => {
    const response = await upload(await makePhoto(3200, 2400), 'wide.jpg');
    const { glenti } = await json<TCreateEventResult>(response);
    expect(glenti).toMatchObject({ imageWidth: 1600, imageHeight: 1200 });
    expect(glenti.image).toMatch(/^\/uploads\/events\/[0-9a-f-]{36}-poster\.webp$/);
    const poster = await sharp(uploadPath(suite.server, glenti.image!)).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(['webp', 1600, 1200]);
    const thumbnail = await sharp(uploadPath(suite.server, glenti.thumbnail!)).metadata();
    expect(Math.max(thumbnail.width!, thumbnail.height!)).toBe(600);
    const share = await sharp(uploadPath(suite.server, glenti.instagramImage!)).metadata();
    expect([share.format, share.width, share.height]).toEqual(['jpeg', 1000, 1000]);
    const served = await suite.server.request(glenti.image!);
    expect(served.status).toBe(200);
  });

  it.each<[string, 'png' | 'webp' | 'heif', string, string]>([
    ['a PNG', 'png', 'poster.png', 'image/png'],
    ['a WebP', 'webp', 'poster.webp', 'image/webp'],
    ['a HEIF photo', 'heif', 'IMG_0001.HEIC', 'image/heic'],
    ['a PNG sent with a wrong name and type', 'png', 'notes.txt', 'text/plain'],
  ])('accepts %s by its content', async (_label, format, name, type) => {
    const response = await upload(await makePhoto(640, 800, format), name, type);
    expect(response.status).toBe(200);
    const { glenti } = await json<TCreateEventResult>(response);
    expect(glenti).toMatchObject({ imageWidth: 640, imageHeight: 800 });
  });

  /**
   * Makes the next announcement of a public change fail, as a lost connection would: it is part of
   * the transaction, so the change rolls back with it, and no photo may stay behind for nothing.
   */
  function failNextAnnouncement(): void {
    const cache = suite.server.app.ctx.cache;
    const original = cache.announce.bind(cache);
    cache.announce = async () => {
      cache.announce = original;
      throw new Error('NOTIFY failed');
    };
  }

  it('stores neither the event nor its poster when announcing the change fails', async () => {
    const eventsOfMaria = async () =>
      (await suite.server.database.db.select().from(events).where(eq(events.ownerId, suite.maria.userId!)))
        .length;
    const [files, count] = [storedEventFiles(suite.server).sort(), await eventsOfMaria()];
    failNextAnnouncement();
    const response = await upload(await makePhoto(800, 1000), 'rolled-back.jpg');
    expect(response.status).toBe(500);
    expect(storedEventFiles(suite.server).sort()).toEqual(files);
    expect(await eventsOfMaria()).toBe(count);
  });

  it('keeps the old photo of an edit when announcing the change fails', async () => {
    const { createdId, glenti } = await json<TCreateEventResult>(await upload(await makePhoto(800, 1000)));
    const files = storedEventFiles(suite.server).sort();
    failNextAnnouncement();
    const response = await suite.server.request(`/api/v1/users/glenti/${createdId}`, {
      method: 'PUT',
      headers: suite.maria.headers,
      body: eventForm(
        { date: inDays(2), updateLocationPhone: 'false' },
        { data: await makePhoto(640, 800), name: 'new.jpg', type: 'image/jpeg' },
      ),
    });
    expect(response.status).toBe(500);
    const [stored] = await suite.server.database.db.select().from(events).where(eq(events.id, createdId));
    expect(stored!.image).toBe(glenti.image);
    expect(storedEventFiles(suite.server).sort()).toEqual(files);
    expect((await suite.server.request(glenti.image!)).status).toBe(200);
  });

  it('keeps a small photo at its own size', async () => {
    const { glenti } = await json<TCreateEventResult>(upload(await makePhoto(300, 400)));
    expect(glenti).toMatchObject({ imageWidth: 300, imageHeight: 400 });
  });
});
