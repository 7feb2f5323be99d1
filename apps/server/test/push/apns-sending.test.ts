import { eq } from 'drizzle-orm';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { devices, jobs } from '../../src/db/schema.ts';
import { JOB_KINDS } from '../../src/modules/jobs/job-kinds.ts';
import { insertJob } from '../../src/modules/jobs/jobs.repository.ts';
import { apnsPayload } from '../../src/modules/push/apns.sender.ts';
import { notify } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';
import { startApnsService, startFcmService } from './local-push-services.ts';

/** An iOS device token as the app registers it: 32 bytes in hex. */
const iosToken = (prefix: string) => `${prefix}${'0123456789abcdef'.repeat(4)}`.slice(0, 64);

describe.each(testDatabases())('pushing to iOS through APNs on %s', (kind) => {
  let server: TestServer;
  let apns: Awaited<ReturnType<typeof startApnsService>>;
  let fcm: Awaited<ReturnType<typeof startFcmService>>;

  beforeAll(async () => {
    apns = await startApnsService();
    fcm = await startFcmService('glentia-test');
    server = await startTestServer(kind, {
      jobWorker: false,
      publicUrl: 'https://glentia.example',
      fcm: { projectId: 'glentia-test', serviceAccount: JSON.stringify(fcm.serviceAccount), apiUrl: fcm.url },
      apns: {
        keyId: 'ABC123DEFG',
        teamId: 'TEAM123456',
        key: apns.key,
        topic: 'gr.glentia.app',
        origin: apns.url,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await apns?.close();
    await fcm?.close();
  });

  const register = (device: string, token: string, platform: 'ANDROID' | 'IOS') =>
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
  const pushTokenOf = async (deviceId: string) =>
    (await server.database.db.select().from(devices).where(eq(devices.id, deviceId)))[0]?.pushToken;

  it('sends an iOS device its push over HTTP/2 with a team-signed ES256 token, and Android still through FCM', async () => {
    const token = iosToken('a1');
    expect((await register('ios-apns-0000001', token, 'IOS')).status).toBe(204);
    expect((await register('android-apns-001', 'fcm-token-android-apns-0001:APA91b', 'ANDROID')).status).toBe(
      204,
    );
    const ios = await notify(server.database.db, 'ios-apns-0000001', {
      title: 'Νέο γλέντι: Ταβέρνα Λύρα',
      body: 'Νίκος Λύρα · Σάββατο 4 Ιουλίου, 22:00',
      url: '/glentia/1234',
      image: '/uploads/posters/x-thumb.webp',
    });
    const android = await notify(server.database.db, 'android-apns-001');
    const fcmBefore = fcm.messages.length;
    await runPushJob([ios.id, android.id]);

    expect(apns.received).toHaveLength(1);
    const [request] = apns.received;
    expect(request!.path).toBe(`/3/device/${token}`);
    expect(request!.headers[':method']).toBe('POST');
    expect(request!.headers['apns-topic']).toBe('gr.glentia.app');
    expect(request!.headers['apns-push-type']).toBe('alert');
    const jwt = String(request!.headers.authorization).replace(/^bearer /, '');
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'ES256', kid: 'ABC123DEFG' });
    const { payload: claims } = await jwtVerify(jwt, apns.publicKey, { issuer: 'TEAM123456' });
    expect(typeof claims.iat).toBe('number');
    expect(JSON.parse(request!.body)).toEqual({
      aps: {
        alert: { title: 'Νέο γλέντι: Ταβέρνα Λύρα', body: 'Νίκος Λύρα · Σάββατο 4 Ιουλίου, 22:00' },
        sound: 'default',
        'mutable-content': 1,
      },
      id: ios.id,
      url: '/glentia/1234',
      image: 'https://glentia.example/uploads/posters/x-thumb.webp',
    });
    // The iOS push went to Apple only; Android's went to FCM.
    const sentToFcm = fcm.messages.slice(fcmBefore).map((message) => message.body.message.token);
    expect(sentToFcm).toEqual(['fcm-token-android-apns-0001:APA91b']);
    expect(await pushTokenOf('ios-apns-0000001')).toBe(token);
  });

  it('removes a device APNs calls unregistered (410) or a bad token (400), and keeps one that failed for a passing reason', async () => {
    await register('ios-apns-0000002', iosToken('dead'), 'IOS');
    await register('ios-apns-0000003', iosToken('bad'), 'IOS');
    await register('ios-apns-0000004', iosToken('busy'), 'IOS');
    const notes = await Promise.all(
      ['ios-apns-0000002', 'ios-apns-0000003', 'ios-apns-0000004'].map((device) =>
        notify(server.database.db, device),
      ),
    );
    await runPushJob(notes.map((note) => note.id));
    const paths = apns.received.map((request) => request.path);
    for (const prefix of ['dead', 'bad', 'busy']) expect(paths).toContain(`/3/device/${iosToken(prefix)}`);
    expect(await pushTokenOf('ios-apns-0000002')).toBeNull();
    expect(await pushTokenOf('ios-apns-0000003')).toBeNull();
    expect(await pushTokenOf('ios-apns-0000004')).toBe(iosToken('busy'));
    // The passing failure is tried again later.
    const retries = (
      await server.database.db.select().from(jobs).where(eq(jobs.kind, JOB_KINDS.push))
    ).filter((job) => !job.doneAt);
    expect(retries.map((job) => job.payload)).toContainEqual({ notificationIds: [notes[2]!.id], round: 1 });
  });
});

describe('APNs configuration and payload', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/glentia-apns-config' };
  const apnsEnv = {
    APNS_KEY_ID: 'ABC123DEFG',
    APNS_TEAM_ID: 'TEAM123456',
    APNS_KEY: '/keys/AuthKey.p8',
    APNS_TOPIC: 'gr.glentia.app',
  };

  it('is off by default, on with all four settings, production unless APNS_HOST says otherwise', () => {
    expect(loadConfig(base).apns).toBeNull();
    expect(loadConfig({ ...base, ...apnsEnv }).apns?.origin).toBe('https://api.push.apple.com');
    expect(loadConfig({ ...base, ...apnsEnv, APNS_HOST: 'sandbox' }).apns?.origin).toBe(
      'https://api.sandbox.push.apple.com',
    );
    expect(loadConfig({ ...base, ...apnsEnv, APNS_HOST: 'http://127.0.0.1:8443/' }).apns?.origin).toBe(
      'http://127.0.0.1:8443',
    );
    expect(() => loadConfig({ ...base, APNS_KEY_ID: 'ABC123DEFG' })).toThrow(/APNS_TEAM_ID/);
  });

  it('keeps a payload within Apple’s 4 KB by shortening a long text', () => {
    const text = apnsPayload({ id: 'n1', title: 'Γλέντι', body: 'λ'.repeat(5000), url: null, image: null });
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(4096);
    expect(JSON.parse(text).url).toBe('/notifications');
  });
});
