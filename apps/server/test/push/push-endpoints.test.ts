/**
 * Anyone may register a web push endpoint, so an endpoint is where an outsider would aim the push
 * worker: at loopback, the cloud metadata service or the private network. Refused when registered,
 * and checked again before each push, because a name's addresses can change in between.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../src/db/schema.ts';
import type { Resolver } from '../../src/lib/outbound/outbound-request.ts';
import { JOB_KINDS } from '../../src/modules/jobs/job-kinds.ts';
import { insertJob } from '../../src/modules/jobs/jobs.repository.ts';
import { makeCaller } from '../contribute.ts';
import { notify } from '../factories.ts';
import { errorCode, startTestServer, type TestServer, testDatabases } from '../helper.ts';
import { createBrowserKeys, subscriptionJson } from './local-push-services.ts';

const HOSTILE_ENDPOINTS = [
  'https://[::ffff:7f00:1]:3391/p',
  'https://localhost./p',
  'https://LOCALHOST../p',
  'https://sub.localhost/p',
  'https://[::]:3391/p',
  'https://[::ffff:a9fe:a9fe]/p',
  'https://[::1]/p',
  'https://127.0.0.1/p',
  'https://127.1/p',
  'https://0x7f.1/p',
  'https://2130706433/p',
  'https://0/p',
  'https://0.0.0.0/p',
  'https://169.254.169.254/latest/meta-data/',
  'https://10.0.0.1/p',
  'https://172.16.0.1/p',
  'https://192.168.1.1/p',
  'https://100.64.0.1/p',
  'https://[fd00:ec2::254]/p',
  'https://[fe80::1]/p',
  'https://[64:ff9b::7f00:1]/p',
  'https://[2002:7f00:1::]/p',
  'https://[::127.0.0.1]/p',
  'https://metadata/computeMetadata/v1/',
  'https://metadata.google.internal/p',
  // names whose addresses (from the test's resolver) are inside
  'https://rebound.glentia.test/p',
  'https://mixed.glentia.test/p',
  // not https, or with credentials
  'http://push.glentia.test/p',
  'https://user:secret@push.glentia.test/p',
];

describe.each(testDatabases())('web push endpoints on %s', (kind) => {
  let server: TestServer;
  /** Counts every connection made to it: a stand-in for whatever sits inside the network. */
  let inside: Server;
  let insidePort: number;
  const connections: Socket[] = [];
  /** What the test's DNS answers for each name; a name may move between registering and pushing. */
  const dns = new Map<string, string[]>([
    ['push.glentia.test', ['93.184.216.34']],
    ['moving.glentia.test', ['93.184.216.34']],
    ['rebound.glentia.test', ['127.0.0.1']],
    ['mixed.glentia.test', ['93.184.216.34', '10.1.2.3']],
  ]);
  const resolve: Resolver = async (hostname) => {
    const addresses = dns.get(hostname);
    if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

  beforeAll(async () => {
    inside = createServer((socket) => {
      connections.push(socket);
      socket.destroy();
    });
    await new Promise<void>((done) => inside.listen(0, '127.0.0.1', done));
    insidePort = (inside.address() as { port: number }).port;
    server = await startTestServer(kind, { jobWorker: false }, { appOptions: { outbound: { resolve } } });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((done) => inside?.close(done));
  });

  const register = (endpoint: string, device: string, path = '/api/public/registerToken', headers = {}) =>
    server.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ token: subscriptionJson(endpoint, createBrowserKeys()), device: 'WEB' }),
      device,
    });

  const pushTokenOf = async (device: string) =>
    (await server.database.db.select().from(devices).where(eq(devices.id, device)))[0]?.pushToken ?? null;

  it.each(HOSTILE_ENDPOINTS)('refuses %s when it is registered', async (endpoint) => {
    const response = await register(endpoint, 'hostile-device-1');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; messages: { el: string; en: string } };
    expect(body.code).toBe('PUSH_ENDPOINT_NOT_ALLOWED');
    expect(body.messages.el).toMatch(/https/);
    expect(body.messages.en).toMatch(/https/);
    expect(await pushTokenOf('hostile-device-1')).toBeNull();
  });

  it('refuses them for a signed-in person too', async () => {
    const user = await makeCaller(server, 'user');
    const refused = await register(
      'https://[::ffff:a9fe:a9fe]/p',
      'hostile-device-2',
      '/api/public/registerToken',
      user.headers,
    );
    expect(refused.status).toBe(400);
    expect(await errorCode(refused)).toBe('PUSH_ENDPOINT_NOT_ALLOWED');
  });

  it('accepts an https push service at a public address, and one whose name does not resolve yet', async () => {
    expect((await register('https://push.glentia.test/send/abc', 'browser-device-1')).status).toBe(204);
    expect(await pushTokenOf('browser-device-1')).toContain('https://push.glentia.test/send/abc');
    // DNS may be down for a moment; the endpoint is checked again before every push.
    expect((await register('https://unknown.glentia.test/send/def', 'browser-device-2')).status).toBe(204);
  });

  it('never connects to an endpoint whose name moved inside after it was registered, and drops it', async () => {
    const endpoint = `https://moving.glentia.test:${insidePort}/send/xyz`;
    expect((await register(endpoint, 'moving-device-01')).status).toBe(204);
    expect(await pushTokenOf('moving-device-01')).not.toBeNull();

    dns.set('moving.glentia.test', ['127.0.0.1']);
    const stored = await notify(server.database.db, 'moving-device-01');
    await insertJob(server.database.db, { kind: JOB_KINDS.push, payload: { notificationIds: [stored.id] } });
    await server.app.ctx.jobs.runDue();

    expect(connections).toHaveLength(0);
    expect(await pushTokenOf('moving-device-01')).toBeNull();
  });
});
