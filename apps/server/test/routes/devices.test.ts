import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentLogs, devices } from '../../src/db/schema.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

const json = (method: string, body: unknown, device: string | null = 'phone-device-01') => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  device,
});

const subscription = (endpoint: string) =>
  JSON.stringify({
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  });

describe.each(testDatabases())('the visitor’s device on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const deviceRow = async (id = 'phone-device-01') =>
    (await server.database.db.select().from(devices).where(eq(devices.id, id)))[0];

  it('keeps a position in Crete and refuses one elsewhere', async () => {
    const kept = await server.request(
      '/api/public/device-location',
      json('PUT', { lat: 35.3387, lng: 25.1442 }),
    );
    expect(kept.status).toBe(204);
    expect(await deviceRow()).toMatchObject({ lat: 35.3387, lng: 25.1442 });
    for (const body of [{ lat: 37.98, lng: 23.72 }, { lat: 35.3 }, { lat: 'x', lng: 25 }, {}]) {
      const refused = await server.request('/api/public/device-location', json('PUT', body));
      expect(refused.status).toBe(400);
    }
    expect(
      (await server.request('/api/public/device-location', json('PUT', { lat: 35.3, lng: 25.1 }, null)))
        .status,
    ).toBe(400);
    expect(await deviceRow()).toMatchObject({ lat: 35.3387, lng: 25.1442 });
  });

  it('registers a browser subscription and an FCM token, one device per token', async () => {
    const web = subscription('https://fcm.googleapis.com/fcm/send/abc123');
    const registered = await server.request(
      '/api/public/registerToken',
      json('POST', { token: web, device: 'WEB' }),
    );
    expect(registered.status).toBe(204);
    expect(await deviceRow()).toMatchObject({ pushToken: web, platform: 'WEB' });

    const fcm = 'eXaMpLeFcMtOkEn:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx';
    await server.request(
      '/api/public/registerToken',
      json('POST', { token: fcm, device: 'ANDROID' }, 'tablet-device-1'),
    );
    // The same app reinstalled: a new device id takes the token with it.
    await server.request(
      '/api/public/registerToken',
      json('POST', { token: fcm, device: 'ANDROID' }, 'tablet-device-2'),
    );
    expect((await deviceRow('tablet-device-1'))?.pushToken).toBeNull();
    expect(await deviceRow('tablet-device-2')).toMatchObject({ pushToken: fcm, platform: 'ANDROID' });
  });

  it('refuses subscriptions that are not a browser’s, or point inward', async () => {
    const bad = [
      { token: 'not json', device: 'WEB' },
      { token: subscription('http://127.0.0.1:9/push'), device: 'WEB' },
      { token: subscription('https://192.168.1.10/push'), device: 'WEB' },
      { token: subscription('https://localhost/push'), device: 'WEB' },
      { token: '{"endpoint":"https://push.example.com/x"}', device: 'WEB' },
      { token: 'short', device: 'IOS' },
      { token: subscription('https://push.example.com/x'), device: 'TOASTER' },
    ];
    for (const body of bad) {
      const response = await server.request('/api/public/registerToken', json('POST', body));
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('gives the same VAPID public key every time (generated once, kept in the database)', async () => {
    const first = (await (await server.request('/api/public/push/vapid-public-key')).json()) as {
      publicKey: string;
    };
    const second = (await (await server.request('/api/public/push/vapid-public-key')).json()) as {
      publicKey: string;
    };
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
    expect(second.publicKey).toBe(first.publicKey);
  });

  it('logs every consent choice with the device', async () => {
    const cookie = {
      categories: ['necessary', 'analytics'],
      revision: 1,
      consentId: '0d5f1e9e-4bd7-4f44-9d1c-3b3b1d3b2a11',
      consentTimestamp: '2026-05-01T18:00:00.000Z',
      lastConsentTimestamp: '2026-05-01T18:00:00.000Z',
      languageCode: 'el',
      services: { analytics: [] },
      data: null,
      expirationTime: 1793000000000,
    };
    const logged = await server.request('/api/public/log-consent', json('POST', { cookie, account: null }));
    expect(logged.status).toBe(204);
    const rows = await server.database.db
      .select()
      .from(consentLogs)
      .where(eq(consentLogs.deviceId, 'phone-device-01'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.cookie).toMatchObject({
      categories: ['necessary', 'analytics'],
      consentId: cookie.consentId,
    });
    const refused = await server.request(
      '/api/public/log-consent',
      json('POST', { cookie: { categories: 'all' } }),
    );
    expect(refused.status).toBe(400);
  });

  it('keeps only the banner’s own fields of a consent choice, bounded', async () => {
    const cookie = {
      categories: ['necessary'],
      revision: 1,
      consentId: '5e0b1f3a-7c1d-4c55-8f0e-2a9d8f7b6c51',
      consentTimestamp: '2026-05-01T18:00:00.000Z',
      lastConsentTimestamp: '2026-05-01T18:00:00.000Z',
      languageCode: 'en',
      services: { necessary: [], analytics: [], ads: [] },
      data: null,
      expirationTime: 1793000000000,
    };
    const send = (body: unknown) =>
      server.request('/api/public/log-consent', json('POST', body, 'consent-device-02'));
    const cases = [
      { cookie, account: null, anything: 'else' },
      { cookie: { ...cookie, extra: 'x' }, account: null },
      { cookie: { ...cookie, data: { payload: 'x'.repeat(500_000) } }, account: null },
      { cookie: { ...cookie, consentId: 'x'.repeat(100_000) }, account: null },
    ];
    for (const body of cases) {
      const response = await send(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('VALIDATION_ERROR');
    }
    expect((await send({ cookie, account: null })).status).toBe(204);
    const rows = await server.database.db
      .select()
      .from(consentLogs)
      .where(eq(consentLogs.deviceId, 'consent-device-02'));
    expect(rows).toHaveLength(1);
  });
});
