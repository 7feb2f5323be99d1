/**
 * Views and ad clicks cannot be inflated from one address: the counts kept without an identifier
 * (`POST …/anonymous-view`, `PUT …/viewed` without a device id, anonymous ad VIEW/CLICK) take at
 * most the address's share per item and day, an ad click counts only after a view of that ad from
 * the same address, and another address has its own share. The address itself is not kept: with
 * Redis, the only keys are hashes, and every process shares the bound.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WRITE_LIMITS, scaleWriteLimits, type WriteLimits } from '../../src/config/write-limits.ts';
import { adEvents, events } from '../../src/db/schema.ts';
import { createAd, createEvent } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases, testRedisUrls } from '../helper.ts';

const SHARE = 3;
const LIMITS: WriteLimits = {
  ...scaleWriteLimits(DEFAULT_WRITE_LIMITS, 100),
  anonymousCountsPerAddressPerItemPerDay: SHARE,
};

/** A request from a chosen loopback address (127.0.0.1 is the test's usual one). */
function requestFrom(
  server: TestServer,
  localAddress: string,
  path: string,
  method: string,
  body?: unknown,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.baseUrl);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        localAddress,
        agent: false,
        headers: payload ? { 'content-type': 'application/json' } : {},
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function viewsOf(server: TestServer, eventId: string): Promise<number> {
  const [row] = await server.database.db
    .select({ views: events.views })
    .from(events)
    .where(eq(events.id, eventId));
  return row!.views;
}

async function adCounts(server: TestServer, adId: string) {
  const rows = await server.database.db
    .select({ actionType: adEvents.actionType, count: sql<number>`count(*)::int` })
    .from(adEvents)
    .where(eq(adEvents.adId, adId))
    .groupBy(adEvents.actionType);
  return {
    views: rows.find((row) => row.actionType === 'VIEW')?.count ?? 0,
    clicks: rows.find((row) => row.actionType === 'CLICK')?.count ?? 0,
  };
}

describe.each(testDatabases())('anonymous counts per address (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { writeLimits: LIMITS });
  });
  afterAll(() => server?.close());

  const anonymousView = (id: string) =>
    server.request(`/api/public/glentia/${id}/anonymous-view`, { method: 'POST', device: null });
  const viewedWithoutDevice = (id: string) =>
    server.request(`/api/public/glentia/${id}/viewed`, { method: 'PUT', device: null });
  const adEvent = (id: string, actionType: 'VIEW' | 'CLICK', device: string | null = null) =>
    server.request(`/api/public/ads/${id}/${device ? 'event' : 'anonymous-event'}`, {
      method: 'POST',
      device,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ actionType }),
    });

  it('counts at most the share of one address per event and day, answered either way', async () => {
    const event = await createEvent(server.database.db);
    const other = await createEvent(server.database.db);
    for (let i = 0; i < 20; i++) {
      const response = await anonymousView(event.id);
      expect(response.status).toBe(200);
    }
    for (let i = 0; i < 10; i++) expect((await viewedWithoutDevice(event.id)).status).toBe(200);
    expect(await viewsOf(server, event.id)).toBe(SHARE);
    // The answer says the total as it stands.
    expect(((await (await anonymousView(event.id)).json()) as { views: number }).views).toBe(SHARE);
    // Another event has its own share.
    await anonymousView(other.id);
    expect(await viewsOf(server, other.id)).toBe(1);
    // Another address has its own share too.
    for (let i = 0; i < 5; i++)
      expect(
        await requestFrom(server, '127.0.0.2', `/api/public/glentia/${event.id}/anonymous-view`, 'POST'),
      ).toBe(200);
    expect(await viewsOf(server, event.id)).toBe(2 * SHARE);
    // An unknown event is still "not found".
    expect((await anonymousView(randomUUID())).status).toBe(404);
  });

  it('counts an ad click only after a view of the ad from the same address', async () => {
    const ad = await createAd(server.database.db);
    for (let i = 0; i < 20; i++) expect((await adEvent(ad.id, 'CLICK')).status).toBe(204);
    expect(await adCounts(server, ad.id)).toEqual({ views: 0, clicks: 0 });

    // From another address, a view and then clicks: one click per view.
    expect(
      await requestFrom(server, '127.0.0.3', `/api/public/ads/${ad.id}/anonymous-event`, 'POST', {
        actionType: 'VIEW',
      }),
    ).toBe(204);
    for (let i = 0; i < 5; i++)
      await requestFrom(server, '127.0.0.3', `/api/public/ads/${ad.id}/anonymous-event`, 'POST', {
        actionType: 'CLICK',
      });
    expect(await adCounts(server, ad.id)).toEqual({ views: 1, clicks: 1 });

    // Views are bounded too, and clicks never pass the address's share.
    for (let i = 0; i < 10; i++) await adEvent(ad.id, 'VIEW');
    for (let i = 0; i < 10; i++) await adEvent(ad.id, 'CLICK');
    expect(await adCounts(server, ad.id)).toEqual({ views: 1 + SHARE, clicks: 1 + SHARE });
  });

  it('bounds the ad events of devices by address as well', async () => {
    const ad = await createAd(server.database.db);
    for (let i = 0; i < 5; i++) await adEvent(ad.id, 'CLICK', `clicker-device-${i}`);
    expect(await adCounts(server, ad.id)).toEqual({ views: 0, clicks: 0 });
    for (let i = 0; i < 10; i++) await adEvent(ad.id, 'VIEW', `viewer-device-${i}`);
    for (let i = 0; i < 10; i++) await adEvent(ad.id, 'CLICK', `viewer-device-${i}`);
    expect(await adCounts(server, ad.id)).toEqual({ views: SHARE, clicks: SHARE });
  });

  describe.each(testRedisUrls())('with Redis at %s', (redisUrl) => {
    const servers: TestServer[] = [];
    let client: Redis;
    const prefix = `test-${randomUUID()}:`;
    beforeAll(async () => {
      const redis = { url: redisUrl, prefix };
      servers.push(await startTestServer(kind, { writeLimits: LIMITS, redis }));
      servers.push(await startTestServer(kind, { writeLimits: LIMITS, redis }));
      client = new Redis(redisUrl);
    });
    afterAll(async () => {
      client?.disconnect();
      await Promise.all(servers.map((one) => one.close()));
    });

    it('shares the bound between processes and keeps only hashes of the address', async () => {
      const [first, second] = servers as [TestServer, TestServer];
      const id = randomUUID();
      await createEvent(first.database.db, { id });
      await createEvent(second.database.db, { id });
      const view = (target: TestServer) =>
        target.request(`/api/public/glentia/${id}/anonymous-view`, { method: 'POST', device: null });
      for (let i = 0; i < 2; i++) expect((await view(first)).status).toBe(200);
      for (let i = 0; i < 2; i++) expect((await view(second)).status).toBe(200);
      expect((await viewsOf(first, id)) + (await viewsOf(second, id))).toBe(SHARE);

      const keys = await client.keys(`${prefix}*`);
      const tallies = keys.filter((key) => key.includes('anonymous-tally'));
      expect(tallies.length).toBeGreaterThan(1);
      for (const key of tallies) {
        expect(key).not.toContain('127.0.0.1');
        expect(key).not.toContain(id);
        // Forgotten a little after the day ends.
        const ttl = await client.pttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(26 * 60 * 60 * 1000);
      }
    });
  });
});
