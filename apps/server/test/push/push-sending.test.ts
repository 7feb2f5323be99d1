import { createPublicKey } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, jobs, settings } from '../../src/db/schema.ts';
import { JOB_KINDS } from '../../src/modules/jobs/job-kinds.ts';
import { insertJob } from '../../src/modules/jobs/jobs.repository.ts';
import { notify } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';
import {
  createBrowserKeys,
  decryptWebPush,
  startFcmService,
  startWebPushService,
  subscriptionJson,
} from './local-push-services.ts';

/** The VAPID public key (uncompressed P-256 point, base64url) as a JWK jose can verify with. */
function vapidJwk(publicKey: string) {
  const point = Buffer.from(publicKey, 'base64url');
  return {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
}

describe.each(testDatabases())('pushing stored notifications on %s', (kind) => {
  let server: TestServer;
  let pushService: Awaited<ReturnType<typeof startWebPushService>>;
  let fcm: Awaited<ReturnType<typeof startFcmService>>;
  const browser = createBrowserKeys();

  beforeAll(async () => {
    pushService = await startWebPushService();
    fcm = await startFcmService('glentia-test');
    server = await startTestServer(kind, {
      jobWorker: false,
      webPushAllowInsecure: true,
      publicUrl: 'https://glentia.example',
      fcm: { projectId: 'glentia-test', serviceAccount: JSON.stringify(fcm.serviceAccount), apiUrl: fcm.url },
    });
  });
  afterAll(async () => {
    await server?.close();
    await pushService?.close();
    await fcm?.close();
  });

  const register = (device: string, token: string, platform: 'WEB' | 'ANDROID' | 'IOS') =>
    server.request('/api/public/registerToken', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, device: platform }),
      device,
    });

  const runPushJob = async (notificationIds: string[]) => {
    await insertJob(server.database.db, { kind: JOB_KINDS.push, payload: { notificationIds } });
    await server.app.ctx.jobs.runDue();
  };

  it('sends an encrypted, VAPID-signed web push the browser can read', async () => {
    const endpoint = `${pushService.url}/ok/browser-1`;
    expect((await register('web-device-0001', subscriptionJson(endpoint, browser), 'WEB')).status).toBe(204);
    const stored = await notify(server.database.db, 'web-device-0001', {
      title: 'Νέο γλέντι: Ταβέρνα Λύρα',
      body: 'Νίκος Λύρα · Σάββατο 4 Ιουλίου, 22:00',
      url: '/glentia/1234',
      image: '/uploads/posters/x-thumb.webp',
    });
    await runPushJob([stored.id]);

    expect(pushService.received).toHaveLength(1);
    const request = pushService.received[0]!;
    expect(request.path).toBe('/ok/browser-1');
    expect(request.headers.ttl).toBe('86400');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers['content-type']).toBe('application/octet-stream');

    const { publicKey } = server.app.ctx.push.vapid;
    const authorization = String(request.headers.authorization);
    const match = authorization.match(/^vapid t=([^,]+), k=(.+)$/);
    expect(match?.[2]).toBe(publicKey);
    expect(decodeProtectedHeader(match![1]!).alg).toBe('ES256');
    const { payload: claims } = await jwtVerify(match![1]!, await importJWK(vapidJwk(publicKey), 'ES256'), {
      audience: pushService.url,
    });
    expect(claims.sub).toBe('mailto:info@glentia.gr');
    expect(createPublicKey({ key: vapidJwk(publicKey), format: 'jwk' }).asymmetricKeyType).toBe('ec');

    expect(JSON.parse(decryptWebPush(request.body, browser))).toEqual({
      id: stored.id,
      title: 'Νέο γλέντι: Ταβέρνα Λύρα',
      body: 'Νίκος Λύρα · Σάββατο 4 Ιουλίου, 22:00',
      url: '/glentia/1234',
      image: 'https://glentia.example/uploads/posters/x-thumb.webp',
    });
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    await register(
      'web-device-0002',
      subscriptionJson(`${pushService.url}/gone/browser-2`, createBrowserKeys()),
      'WEB',
    );
    const stored = await notify(server.database.db, 'web-device-0002');
    await runPushJob([stored.id]);
    const [row] = await server.database.db.select().from(devices).where(eq(devices.id, 'web-device-0002'));
    expect(row?.pushToken).toBeNull();
    expect(pushService.received.at(-1)?.path).toBe('/gone/browser-2');
  });

  it('retries only the pushes that failed for a passing reason', async () => {
    await register(
      'web-device-0003',
      subscriptionJson(`${pushService.url}/flaky/browser-3`, createBrowserKeys()),
      'WEB',
    );
    const stored = await notify(server.database.db, 'web-device-0003');
    await runPushJob([stored.id]);
    const retries = (
      await server.database.db.select().from(jobs).where(eq(jobs.kind, JOB_KINDS.push))
    ).filter((job) => !job.doneAt);
    expect(retries).toHaveLength(1);
    expect(retries[0]!.payload).toEqual({ notificationIds: [stored.id], round: 1 });
    expect(retries[0]!.runAt.getTime()).toBeGreaterThan(Date.now());
    const [row] = await server.database.db.select().from(devices).where(eq(devices.id, 'web-device-0003'));
    expect(row?.pushToken).not.toBeNull();
  });

  it('stores but does not push for someone who turned push notifications off', async () => {
    await register(
      'web-device-0004',
      subscriptionJson(`${pushService.url}/ok/browser-4`, createBrowserKeys()),
      'WEB',
    );
    await server.database.db
      .insert(settings)
      .values({ deviceId: 'web-device-0004', pushNotification: false });
    const before = pushService.received.length;
    const stored = await notify(server.database.db, 'web-device-0004');
    await runPushJob([stored.id]);
    expect(pushService.received.length).toBe(before);
  });

  it('sends native pushes through FCM HTTP v1 with a service-account token, and drops unregistered tokens', async () => {
    const token = 'fcm-registration-token-android-0001:APA91b';
    expect((await register('android-device-1', token, 'ANDROID')).status).toBe(204);
    await register('ios-device-00001', 'gone-registration-token-ios-00001:APA91b', 'IOS');
    const first = await notify(server.database.db, 'android-device-1', {
      title: 'Ακυρώθηκε: Κέντρο',
      url: '/glentia/9',
    });
    const second = await notify(server.database.db, 'ios-device-00001');
    await runPushJob([first.id, second.id]);

    expect(fcm.tokenRequests).toHaveLength(1);
    const assertion = fcm.tokenRequests[0]!.get('assertion')!;
    const { payload: claims } = await jwtVerify(assertion, fcm.publicKey, { audience: `${fcm.url}/token` });
    expect(claims).toMatchObject({
      iss: fcm.serviceAccount.client_email,
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
    });

    const android = fcm.messages.find((m) => m.body.message.token === token);
    expect(android?.authorization).toBe(`Bearer ${fcm.accessToken}`);
    expect(android?.body.message).toMatchObject({
      token,
      notification: { title: 'Ακυρώθηκε: Κέντρο' },
      data: { id: first.id, url: '/glentia/9' },
    });
    const [ios] = await server.database.db.select().from(devices).where(eq(devices.id, 'ios-device-00001'));
    expect(ios?.pushToken).toBeNull();
  });
});
