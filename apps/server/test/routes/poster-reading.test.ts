import { addDays, type TPosterDraft, todayInAthens } from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WRITE_LIMITS } from '../../src/config/write-limits.ts';
import { eventForm, makeCaller, startContributeServer, type TestCaller } from '../contribute.ts';
import { createArtist, createLocation } from '../factories.ts';
import { errorCode, type TestServer, testDatabases } from '../helper.ts';
import { drawPoster, posterDate } from '../poster.ts';

const URL = '/api/v1/users/glenti/draft-from-poster';

describe.each(testDatabases())('reading a poster into an event draft on %s', (kind) => {
  let server: TestServer;
  let user: TestCaller;

  beforeAll(async () => {
    server = await startContributeServer(kind, {
      config: {
        writeLimits: {
          rules: {
            ...DEFAULT_WRITE_LIMITS.rules,
            posterReading: [{ by: 'account', max: 3, windowMs: 60_000 }],
          },
          newDevicesPerAddressPerHour: 100,
        },
      },
    });
    user = await makeCaller(server, 'user');
  });
  afterAll(async () => server?.close());

  const send = (caller: TestCaller | null, photo?: Buffer) =>
    server.request(URL, {
      method: 'POST',
      headers: caller?.headers ?? {},
      body: eventForm({}, photo ? { data: photo } : undefined),
    });

  it('reads the date, time, phone, venue and artists of a poster, with known ids', async () => {
    const db = server.database.db;
    const artist = await createArtist(db, { name: 'Μανώλης Μανουσάκης' });
    await createArtist(db, { name: 'Νίκος Ξυλούρης' });
    const venue = await createLocation(db, { name: 'Το Παραδοσιακό', county: 'CHANIA' });
    // A date ten days ahead, so the test reads the same whatever day it runs.
    const date = addDays(todayInAthens(), 10);
    const poster = await drawPoster([
      { text: 'ΜΕΓΑΛΟ ΓΛΕΝΤΙ', size: 64, bold: true, colour: '#ffd700', font: 'DejaVu Serif' },
      { text: 'ΜΑΝΩΛΗΣ ΜΑΝΟΥΣΑΚΗΣ', size: 58 },
      { text: posterDate(date), size: 48, font: 'Liberation Sans' },
      { text: 'ΩΡΑ 22:00', size: 48, font: 'Liberation Sans' },
      { text: 'ΚΕΝΤΡΟ ΤΟ ΠΑΡΑΔΟΣΙΑΚΟ', size: 44, colour: '#ffd700' },
      { text: 'ΚΡΑΤΗΣΕΙΣ 697 123 4567', size: 40 },
    ]);

    const response = await send(user, poster);
    expect(response.status).toBe(200);
    const draft = (await response.json()) as TPosterDraft;
    expect(draft).toMatchObject({
      date,
      time: '22:00',
      telephone: '+306971234567',
      location: { id: venue.id, name: 'Το Παραδοσιακό', county: 'CHANIA' },
      artists: [{ id: artist.id, name: 'Μανώλης Μανουσάκης' }],
    });
    for (const field of ['date', 'time', 'telephone', 'location', 'artists'] as const) {
      expect(draft.confidence[field]).toBeGreaterThan(0.5);
    }
  });

  it('asks who is reading before anything else', async () => {
    const response = await send(null, Buffer.from('not a photo'));
    expect(response.status).toBe(401);
  });

  it('refuses what the event form refuses, in Greek and English', async () => {
    const missing = await send(user);
    expect(missing.status).toBe(400);
    expect(await errorCode(missing)).toBe('IMAGE_REQUIRED');
    const notPhoto = await send(user, Buffer.from('%PDF-1.7 not a poster'));
    expect(notPhoto.status).toBe(400);
    const body = (await notPhoto.json()) as { code: string; messages: { el: string; en: string } };
    expect(body.code).toBe('IMAGE_UNSUPPORTED');
    expect(body.messages.el).toBeTruthy();
    expect(body.messages.en).toBeTruthy();
  });

  it('limits how often one account reads posters', async () => {
    const someone = await makeCaller(server, 'user');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await send(someone, Buffer.from('not a photo'))).status).toBe(400);
    }
    const limited = await send(someone, Buffer.from('not a photo'));
    expect(limited.status).toBe(429);
  });
});
