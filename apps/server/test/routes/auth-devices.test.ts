/**
 * No identifier before consent (ePrivacy art. 5(3)): account calls that have nothing of the
 * device's (the sign-in choices, sign-up, e-mailed links, renewing a session) create no device,
 * even when a device id is sent with them. A call that keeps something by device still does.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../src/db/schema.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('account calls and devices (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const deviceRows = async (ids: string[]) => {
    await server.app.ctx.deviceTracker.flush();
    return server.database.db.select({ id: devices.id }).from(devices).where(inArray(devices.id, ids));
  };

  const json = (body: unknown) => ({
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  it('creates no device row from the sign-in choices, sign-up, e-mailed links or a refresh', async () => {
    const calls: Array<[string, RequestInit]> = [
      ['/api/auth/providers', {}],
      [
        '/api/auth/register',
        {
          method: 'POST',
          ...json({
            email: 'eleni@example.com',
            password: 'a long enough passphrase 42',
            username: 'eleni',
          }),
        },
      ],
      ['/api/auth/forgot-password', { method: 'POST', ...json({ email: 'eleni@example.com' }) }],
      ['/api/auth/resend-verification', { method: 'POST', ...json({ email: 'eleni@example.com' }) }],
      [
        '/api/auth/refresh',
        { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'not-a-refresh-token' },
      ],
    ];
    const sent: string[] = [];
    for (const [index, [path, init]] of calls.entries()) {
      const device = `no-consent-device-${index}`;
      sent.push(device);
      const response = await server.request(path, { ...init, device });
      expect(response.status, path).toBe(
        path === '/api/auth/refresh' ? 400 : path.endsWith('providers') ? 200 : 202,
      );
    }
    expect(await deviceRows(sent)).toEqual([]);
  });

  it('still keeps a device that saves something of its own', async () => {
    const response = await server.request('/api/public/settings', { device: 'own-things-device' });
    expect(response.status).toBe(200);
    expect(await deviceRows(['own-things-device'])).toEqual([{ id: 'own-things-device' }]);
  });
});
