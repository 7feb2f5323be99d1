/**
 * Where limits are counted: in Redis, shared by every server process, when REDIS_URL is set; in
 * the process while Redis is down (still refusing past the limit), reported once per outage.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { WriteLimits } from '../../src/config/write-limits.ts';
import { startTestServer, type TestServer, testDatabases, testRedisUrls } from '../helper.ts';

const MINUTE = 60_000;
const device = (max: number) => [{ by: 'device' as const, max, windowMs: MINUTE }];
const LIMITS: WriteLimits = {
  rules: {
    favorite: device(100),
    viewed: device(100),
    adEvent: device(100),
    anonymousCount: device(100),
    consent: device(100),
    registerToken: device(100),
    notifications: device(2),
    eventSubmission: device(100),
    calendarFeed: device(100),
    posterReading: device(100),
    eventReport: device(100),
    translation: device(100),
    claim: device(100),
  },
  newDevicesPerAddressPerHour: 100,
};

const readAll = (server: TestServer, deviceId: string) =>
  server.request('/api/public/notifications/read-all', { method: 'PUT', device: deviceId });

describe.each(testDatabases())('rate-limit counters on %s', (kind) => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  it('keep limiting in the process while Redis is down, and say so once', async () => {
    const lines: string[] = [];
    const server = await startTestServer(
      kind,
      // Nothing listens on port 1: every Redis command fails at once.
      { writeLimits: LIMITS, redis: { url: 'redis://127.0.0.1:1', prefix: `test-${randomUUID()}:` } },
      { appOptions: { logStream: { write: (line) => void lines.push(line) } } },
    );
    servers.push(server);
    const deviceId = `redis-down-${randomUUID().slice(0, 8)}`;
    expect((await readAll(server, deviceId)).status).toBe(200);
    expect((await readAll(server, deviceId)).status).toBe(200);
    const refused = await readAll(server, deviceId);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const outages = lines.filter((line) => line.includes('rate-limit store (Redis) unavailable'));
    expect(outages).toHaveLength(1);
    expect(JSON.parse(outages[0]!)).toMatchObject({ level: 50 });
  });

  describe.each(testRedisUrls())('with Redis at %s', (redisUrl) => {
    it('share one count between server processes', async () => {
      const redis = { url: redisUrl, prefix: `test-${randomUUID()}:` };
      const first = await startTestServer(kind, { writeLimits: LIMITS, redis });
      servers.push(first);
      const second = await startTestServer(kind, { writeLimits: LIMITS, redis });
      servers.push(second);
      const deviceId = `shared-${randomUUID().slice(0, 8)}`;
      expect((await readAll(first, deviceId)).status).toBe(200);
      expect((await readAll(second, deviceId)).status).toBe(200);
      const refused = await readAll(first, deviceId);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { code: string }).code).toBe('RATE_LIMITED');
    });
  });
});
