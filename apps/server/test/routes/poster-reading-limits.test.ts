/**
 * Poster reading cannot be stalled by one account: a reading past the time limit (an image of
 * noise) is stopped with a clear error and its worker ended, while another account's ordinary
 * poster, waiting behind it, is still read; an account has one reading at a time; the queue
 * refuses past its bound with 503 and Retry-After; the server keeps answering while a poster is
 * read. The limits are the test's own, small ones.
 */
import { randomBytes } from 'node:crypto';
import { addDays, type TPosterDraft, todayInAthens } from '@glentia/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventForm, makeCaller, type TestCaller } from '../contribute.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';
import { drawPoster, posterDate } from '../poster.ts';

const URL = '/api/v1/users/glenti/draft-from-poster';
const TIME_LIMIT_MS = 12_000;

interface ErrorAnswer {
  code: string;
  messages: { el: string; en: string };
}

describe.each(testDatabases())('poster reading limits on %s', (kind) => {
  let server: TestServer;
  const lines: Array<{ msg?: string; account?: string }> = [];
  const waiters: Array<{
    match: (line: { msg?: string; account?: string }) => boolean;
    resolve: () => void;
  }> = [];

  beforeAll(async () => {
    server = await startTestServer(
      kind,
      { posterReading: { timeoutMs: TIME_LIMIT_MS, maxWaiting: 1 } },
      {
        appOptions: {
          logStream: {
            write(text) {
              const line = JSON.parse(text) as { msg?: string; account?: string };
              lines.push(line);
              for (const waiter of waiters.splice(0))
                if (waiter.match(line)) waiter.resolve();
                else waiters.push(waiter);
            },
          },
        },
      },
    );
  }, 120_000);
  afterAll(async () => server?.close());

  /** Resolves once the log has a line `msg` about `account` (already there or still to come). */
  const logged = (msg: string, account: string) =>
    new Promise<void>((resolve) => {
      const match = (line: { msg?: string; account?: string }) =>
        line.msg === msg && line.account === account;
      if (lines.some(match)) resolve();
      else waiters.push({ match, resolve });
    });

  const send = (caller: TestCaller, photo: Buffer) =>
    server.request(URL, {
      method: 'POST',
      headers: caller.headers,
      body: eventForm({}, { data: photo, name: 'poster.png', type: 'image/png' }),
    });

  it('stops a reading past the limit while another account’s poster is still read', async () => {
    const [noisy, other, third] = [
      await makeCaller(server, 'user'),
      await makeCaller(server, 'user'),
      await makeCaller(server, 'user'),
    ];
    const noise = await sharp(randomBytes(1200 * 1200 * 3), {
      raw: { width: 1200, height: 1200, channels: 3 },
    })
      .png()
      .toBuffer();
    const date = addDays(todayInAthens(), 12);
    const poster = await drawPoster([
      { text: 'ΜΕΓΑΛΟ ΓΛΕΝΤΙ', size: 64, bold: true },
      { text: posterDate(date), size: 48, font: 'Liberation Sans' },
      { text: 'ΩΡΑ 21:30', size: 48, font: 'Liberation Sans' },
    ]);

    const startedAt = Date.now();
    const noisyAnswer = send(noisy, noise);
    await logged('poster reading started', noisy.userId!);

    // The server keeps answering while the worker reads.
    const healthAt = Date.now();
    expect((await server.request('/api/health')).status).toBe(200);
    expect(Date.now() - healthAt).toBeLessThan(2000);

    // One reading at a time per account.
    const second = await send(noisy, poster);
    expect(second.status).toBe(429);
    expect(((await second.json()) as ErrorAnswer).code).toBe('POSTER_READING_BUSY');

    // Another account's poster waits its turn; a third finds the queue full.
    const otherAnswer = send(other, poster);
    await logged('poster reading waits its turn', other.userId!);
    const full = await send(third, poster);
    expect(full.status).toBe(503);
    expect(full.headers.get('retry-after')).toMatch(/^\d+$/);
    const fullBody = (await full.json()) as ErrorAnswer;
    expect(fullBody.code).toBe('POSTER_READING_QUEUE_FULL');
    expect(fullBody.messages.el).toMatch(/Δοκίμασε ξανά/);
    expect(fullBody.messages.en).toMatch(/Try again/);

    // The noise is stopped at the limit, with words the form can show.
    const stopped = await noisyAnswer;
    const stoppedAfter = Date.now() - startedAt;
    expect(stopped.status).toBe(422);
    const stoppedBody = (await stopped.json()) as ErrorAnswer;
    expect(stoppedBody.code).toBe('POSTER_READING_TIMEOUT');
    expect(stoppedBody.messages.el).toMatch(/δεν διαβάστηκε έγκαιρα/);
    expect(stoppedBody.messages.en).toMatch(/could not be read in time/);
    expect(stoppedAfter).toBeGreaterThanOrEqual(TIME_LIMIT_MS);
    expect(stoppedAfter).toBeLessThan(TIME_LIMIT_MS + 60_000);

    // The other account's poster is read by a new worker.
    const read = await otherAnswer;
    expect(read.status).toBe(200);
    expect((await read.json()) as TPosterDraft).toMatchObject({ date, time: '21:30' });
  }, 180_000);
});
