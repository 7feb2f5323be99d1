/**
 * Everyday writes are bounded: per device, per address (an IPv6 /64 as one) and, for the event
 * form, per account; a 429 says RATE_LIMITED in Greek and English with Retry-After; new device ids
 * cannot inflate view and favourite counts. Each test speaks from its own address, set through
 * X-Forwarded-For behind one trusted proxy hop (TRUST_PROXY=1), so the tests do not share counters.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteAction, WriteLimits } from '../../src/config/write-limits.ts';
import { devices } from '../../src/db/schema.ts';
import { eventForm, makeCaller } from '../contribute.ts';
import { createAd, createDevice, createEvent } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

const MINUTE = 60_000;
const LIMITS: WriteLimits = {
  rules: {
    favorite: [{ by: 'device', max: 2, windowMs: MINUTE }],
    viewed: [{ by: 'device', max: 2, windowMs: MINUTE }],
    adEvent: [
      { by: 'device', max: 2, windowMs: MINUTE },
      { by: 'address', max: 4, windowMs: MINUTE },
    ],
    anonymousCount: [{ by: 'address', max: 3, windowMs: MINUTE }],
    consent: [{ by: 'device', max: 2, windowMs: MINUTE }],
    registerToken: [{ by: 'device', max: 2, windowMs: MINUTE }],
    notifications: [{ by: 'device', max: 2, windowMs: MINUTE }],
    eventSubmission: [{ by: 'account', max: 2, windowMs: MINUTE }],
    calendarFeed: [{ by: 'device', max: 2, windowMs: MINUTE }],
    posterReading: [{ by: 'account', max: 2, windowMs: MINUTE }],
    eventReport: [{ by: 'device', max: 2, windowMs: MINUTE }],
    translation: [{ by: 'device', max: 2, windowMs: MINUTE }],
    claim: [{ by: 'account', max: 2, windowMs: MINUTE }],
  },
  newDevicesPerAddressPerHour: 3,
};

let addressCounter = 0;
/** A fresh client address for one test. */
const freshAddress = () => `198.51.100.${++addressCounter}`;

interface ErrorBody {
  statusCode: number;
  code: string;
  messages: { el: string; en: string };
}

describe.each(testDatabases())('write limits on %s', (kind) => {
  let server: TestServer;
  let eventId: string;
  let adId: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { writeLimits: LIMITS, trustProxy: 1, authRateLimit: 2 });
    eventId = (await createEvent(server.database.db)).id;
    adId = (await createAd(server.database.db)).id;
  });
  afterAll(async () => server?.close());

  const call = (
    path: string,
    options: {
      method: string;
      body?: unknown;
      device: string | null;
      address: string;
      headers?: Record<string, string>;
    },
  ) =>
    server.request(path, {
      method: options.method,
      device: options.device,
      headers: {
        'x-forwarded-for': options.address,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });

  const consentBody = () => ({
    cookie: {
      categories: ['necessary'],
      revision: 1,
      consentId: randomUUID(),
      consentTimestamp: '2026-05-01T18:00:00.000Z',
      lastConsentTimestamp: '2026-05-01T18:00:00.000Z',
      languageCode: 'el',
      services: { necessary: [], analytics: [], ads: [] },
      data: null,
      expirationTime: 1793000000000,
    },
    account: null,
  });

  const writes: Array<[Exclude<WriteAction, 'eventSubmission'>, string, string, () => unknown]> = [
    ['favorite', 'POST', '/api/public/glentia/{event}/favorite', () => undefined],
    ['viewed', 'PUT', '/api/public/glentia/{event}/viewed', () => undefined],
    ['adEvent', 'POST', '/api/public/ads/{ad}/event', () => ({ actionType: 'CLICK' })],
    ['consent', 'POST', '/api/public/log-consent', consentBody],
    ['registerToken', 'POST', '/api/public/registerToken', () => ({ token: 'not-a-real-token' })],
    ['notifications', 'PUT', '/api/public/notifications/read-all', () => undefined],
    ['eventReport', 'POST', '/api/public/glentia/{event}/report', () => ({ reason: 'wrong' })],
    ['translation', 'POST', '/api/public/glentia/{event}/translation', () => ({ language: 'en' })],
  ];

  it.each(writes)(
    '%s: answers 429 RATE_LIMITED with Retry-After past a device’s limit',
    async (action, method, template, body) => {
      const path = template.replace('{event}', eventId).replace('{ad}', adId);
      const device = `limited-${action}-${randomUUID().slice(0, 8)}`;
      const address = freshAddress();
      const max = LIMITS.rules[action].find((rule) => rule.by === 'device')!.max;
      for (let i = 0; i < max; i++) {
        const allowed = await call(path, { method, body: body(), device, address });
        expect(allowed.status, `call ${i + 1}`).not.toBe(429);
      }
      const refused = await call(path, { method, body: body(), device, address });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      const error = (await refused.json()) as ErrorBody;
      expect(error).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
      expect(error.messages.el).toMatch(/δοκίμασε ξανά/);
      expect(error.messages.en).toMatch(/try again/);
      // Another device on the same address is not held back by this one.
      const other = await call(path, { method, body: body(), device: `${device}-other`, address });
      expect(other.status).not.toBe(429);
    },
  );

  it('bounds the counts made without consent by address alone', async () => {
    const address = freshAddress();
    const paths: Array<[string, unknown]> = [
      [`/api/public/glentia/${eventId}/anonymous-view`, undefined],
      [`/api/public/ads/${adId}/anonymous-event`, { actionType: 'VIEW' }],
    ];
    for (let i = 0; i < 3; i++) {
      const [path, body] = paths[i % 2]!;
      expect((await call(path, { method: 'POST', body, device: null, address })).status).not.toBe(429);
    }
    const refused = await call(paths[0]![0], { method: 'POST', device: null, address });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as ErrorBody).code).toBe('RATE_LIMITED');
    // Someone else's address still counts.
    const other = await call(paths[0]![0], { method: 'POST', device: null, address: freshAddress() });
    expect(other.status).toBe(200);
  });

  it('counts an address across devices, an IPv6 /64 as one address', async () => {
    const send = (device: string, address: string) =>
      call(`/api/public/ads/${adId}/event`, {
        method: 'POST',
        body: { actionType: 'VIEW' },
        device,
        address,
      });
    for (const host of ['1', '2', '3', '4'])
      expect((await send(`ad-device-${host}xxxxx`, `2001:db8:7:7::${host}`)).status).toBe(204);
    const refused = await send('ad-device-9xxxxx', '2001:db8:7:7:ffff:1:2:3');
    expect(refused.status).toBe(429);
    expect(await errorCode(refused)).toBe('RATE_LIMITED');
    expect((await send('ad-device-5xxxxx', '2001:db8:7:8::1')).status).toBe(204);
  });

  it('believes only the last proxy hop of X-Forwarded-For (TRUST_PROXY=1)', async () => {
    const address = freshAddress();
    // A client that writes its own X-Forwarded-For gets the proxy's entry appended after it.
    const send = (spoofed: string) =>
      call(`/api/public/ads/${adId}/event`, {
        method: 'POST',
        body: { actionType: 'VIEW' },
        device: `spoofer-${randomUUID().slice(0, 8)}`,
        address: `${spoofed}, ${address}`,
      });
    for (const spoofed of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'])
      expect((await send(spoofed)).status).toBe(204);
    expect((await send('203.0.113.5')).status).toBe(429);
  });

  it('limits event submissions per account; admins curate without limit', async () => {
    const maria = await makeCaller(server, 'user', `maria_${randomUUID().slice(0, 6)}`);
    const admin = await makeCaller(server, 'admin', `admin_${randomUUID().slice(0, 6)}`);
    const submit = (headers: Record<string, string>) =>
      server.request('/api/v1/users/glenti', {
        method: 'POST',
        // A new device and address every time: the account alone is counted.
        device: `form-${randomUUID().slice(0, 8)}`,
        headers: { ...headers, 'x-forwarded-for': freshAddress() },
        body: eventForm({ updateLocationPhone: 'false' }),
      });
    expect((await submit(maria.headers)).status).toBe(400);
    expect((await submit(maria.headers)).status).toBe(400);
    const refused = await submit(maria.headers);
    expect(refused.status).toBe(429);
    expect(await errorCode(refused)).toBe('RATE_LIMITED');
    for (let i = 0; i < 3; i++) expect((await submit(admin.headers)).status).toBe(400);
  });

  it('lets at most N new devices of an address move view and favourite counts in an hour', async () => {
    const address = freshAddress();
    const { id } = await createEvent(server.database.db);
    const view = async (device: string) => {
      const response = await call(`/api/public/glentia/${id}/viewed`, { method: 'PUT', device, address });
      expect(response.status).toBe(200);
      return ((await response.json()) as { views: number }).views;
    };
    expect(await view('invented-device-1')).toBe(1);
    expect(await view('invented-device-2')).toBe(2);
    expect(await view('invented-device-3')).toBe(3);
    // The fourth new id of this address is answered but not counted; known ones still count.
    expect(await view('invented-device-4')).toBe(3);
    const favorite = (device: string) =>
      call(`/api/public/glentia/${id}/favorite`, { method: 'POST', device, address });
    const refused = await favorite('invented-device-5');
    expect(refused.status).toBe(429);
    expect(await errorCode(refused)).toBe('RATE_LIMITED');
    expect((await favorite('invented-device-1')).status).toBe(200);
    // A device first seen more than an hour ago is not new.
    await createDevice(server.database.db, 'known-device-0001');
    await server.database.db
      .update(devices)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(devices.id, 'known-device-0001'));
    expect(await view('known-device-0001')).toBe(4);
    expect((await favorite('known-device-0001')).status).toBe(200);
    // Another address has its own allowance.
    const elsewhere = await call(`/api/public/glentia/${id}/viewed`, {
      method: 'PUT',
      device: 'invented-device-6',
      address: freshAddress(),
    });
    expect(((await elsewhere.json()) as { views: number }).views).toBe(5);
  });

  it('answers the sign-in limit with RATE_LIMITED and Retry-After too', async () => {
    const address = freshAddress();
    const login = () =>
      call('/api/auth/login', {
        method: 'POST',
        body: { email: 'nobody@example.com', password: 'wrong-password' },
        device: null,
        address,
      });
    expect((await login()).status).not.toBe(429);
    expect((await login()).status).not.toBe(429);
    const refused = await login();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorCode(refused)).toBe('RATE_LIMITED');
  });
});

async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as ErrorBody).code;
}
