/**
 * Every spelling of one event question is one cached answer: the default range written out, lists
 * in another order or repeated. And the list refuses a range longer than its cap.
 */
import { addDays, addMonths, EVENT_DAYS_MAX_SPAN, todayInAthens } from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventQueryCacheKey } from '../../src/modules/events/events.cache-key.ts';
import { errorCode, startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe('event query cache keys', () => {
  it('writes one question one way', () => {
    const today = '2026-03-10';
    const empty = { county: [], artist: [], location: [] };
    expect(eventQueryCacheKey('summary', empty, today)).toBe(
      eventQueryCacheKey('summary', { ...empty, from: today, to: addMonths(today, 2) }, today),
    );
    expect(eventQueryCacheKey('events', { ...empty, county: ['HERAKLION', 'CHANIA', 'CHANIA'] }, today)).toBe(
      eventQueryCacheKey('events', { ...empty, county: ['CHANIA', 'HERAKLION'] }, today),
    );
    expect(eventQueryCacheKey('events', empty, today)).not.toBe(eventQueryCacheKey('days', empty, today));
    expect(eventQueryCacheKey('events', empty, today)).not.toBe(
      eventQueryCacheKey('events', empty, '2026-03-11'),
    );
  });
});

describe.each(testDatabases())('public event answers, cached by question (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { publicCacheSeconds: 60 });
  });
  afterAll(() => server?.close());

  it('builds each answer once, however the same question is spelled', async () => {
    const today = todayInAthens();
    const { cache } = server.app.ctx;
    for (const [pathname, spellings] of [
      [
        '/api/public/glentia/summary',
        ['', `?from=${today}`, `?from=${today}&to=${addMonths(today, 2)}`, `?to=${addMonths(today, 2)}`],
      ],
      [
        '/api/public/glentia',
        ['?county=HERAKLION,CHANIA', '?county=CHANIA&county=HERAKLION', '?county=CHANIA,HERAKLION,CHANIA'],
      ],
      ['/api/public/glentia/days', ['', `?from=${today}&to=${addMonths(today, 2)}`]],
    ] as const) {
      const missesBefore = cache.misses;
      for (const spelling of spellings) {
        const response = await server.request(`${pathname}${spelling}`);
        expect(response.status, `${pathname}${spelling}`).toBe(200);
      }
      expect(cache.misses - missesBefore, pathname).toBe(1);
    }
  });

  it('refuses a list range longer than the cap, with a readable 400', async () => {
    const today = todayInAthens();
    const response = await server.request(
      `/api/public/glentia?from=${today}&to=${addDays(today, EVENT_DAYS_MAX_SPAN + 1)}`,
    );
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('VALIDATION_ERROR');
    const within = await server.request(
      `/api/public/glentia?from=${today}&to=${addDays(today, EVENT_DAYS_MAX_SPAN)}`,
    );
    expect(within.status).toBe(200);
  });
});
