/**
 * No hostile input gets a 5xx. The reported cases each have a check of their own (a 400 with the
 * message in Greek and English); then every route of the live app is called with at least 30
 * hostile requests made from its own schemas, as a visitor and as an admin (so the handlers run
 * past the access check), and none may answer 5xx or break the connection. Stray parameters and
 * headers go once per route, alternating callers, to keep the walk within about two minutes.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/http/route-table.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';
import { json, signIn } from '../support/accounts.ts';
import { type HostileRequest, hostileRequestsFor } from '../support/hostile-requests.ts';

/** Requests in flight at once: enough to keep the server busy, few enough for a loaded machine. */
const CONCURRENCY = 6;
const MIN_VARIANTS_PER_ROUTE = 30;

/** A client error the UI can show: 400 with a message in both languages. */
async function expectClientError(response: Response, code?: string) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { code: string; messages: { el: string; en: string } };
  expect(body.messages.el).toMatch(/[α-ω]/i);
  expect(body.messages.en).toMatch(/[a-z]/i);
  if (code) expect(body.code).toBe(code);
}

async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(runners);
}

describe.each(testDatabases())('hostile input on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      { authRateLimit: 1_000_000, places: { url: null, creteOnly: true }, jobWorker: false },
      {
        // Failures the contract should have prevented, to prove the safety net behind it.
        beforeListen: async (app) => {
          app.get('/test/untranslatable-character', { schema: { hide: true } }, async () => {
            // As Drizzle wraps what PostgreSQL said about a NUL in text.
            throw new Error('Failed query', {
              cause: Object.assign(new Error('invalid byte sequence'), { code: '22021' }),
            });
          });
          app.get('/test/deep-recursion', { schema: { hide: true } }, async () => {
            const dive = (depth: number): number => (depth > 1e7 ? depth : dive(depth + 1) + 1);
            return { depth: dive(0) };
          });
        },
      },
    );
  });
  afterAll(async () => server?.close());

  describe('the reported cases', () => {
    it.each([
      ['NUL in the search of users', '/api/admin/users?search=%00'],
      ['a far future start on the list', '/api/public/glentia?from=9999-12-31'],
      ['year zero as start on the list', '/api/public/glentia?from=0000-01-01'],
      ['year zero as end on the list', '/api/public/glentia?to=0000-01-01'],
      ['a far future start on the calendar', '/api/public/glentia/days?from=9999-12-31'],
      ['year zero as end on the calendar', '/api/public/glentia/days?to=0000-01-01'],
    ])('refuses %s', async (_label, path) => {
      const admin = await signIn(server, { roles: ['admin', 'user'] });
      await expectClientError(await server.request(path, { headers: admin.headers }), 'VALIDATION_ERROR');
    });

    it('refuses NUL and lone surrogates in an ad event path and in a profile', async () => {
      const ad = `/api/public/ads/${randomUUID()}/event`;
      for (const path of ['/a\u0000b', '/a\ud800b'])
        await expectClientError(
          await server.request(ad, json('POST', { actionType: 'VIEW', metadata: { path } })),
          'VALIDATION_ERROR',
        );
      const user = await signIn(server);
      for (const firstname of ['Ά\u0000ννα', '\udfffΆννα'])
        await expectClientError(
          await server.request('/api/me/profile', {
            ...json('PUT', { username: user.user.username, firstname }),
            headers: { ...user.headers, 'content-type': 'application/json' },
          }),
          'VALIDATION_ERROR',
        );
    });

    it('refuses NUL in venue and artist names', async () => {
      const admin = await signIn(server, { roles: ['admin', 'user'] });
      const headers = { ...admin.headers, 'content-type': 'application/json' };
      for (const path of ['/api/admin/location', '/api/admin/artist'])
        await expectClientError(
          await server.request(path, {
            method: 'POST',
            headers,
            body: JSON.stringify({ name: 'Λύρα\u0000' }),
          }),
          'VALIDATION_ERROR',
        );
    });

    it('refuses JSON nested 5,000 levels deep before reading it', async () => {
      await expectClientError(
        await server.request('/api/public/log-consent', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: `{"cookie":${'['.repeat(5000)}${']'.repeat(5000)}}`,
        }),
        'JSON_TOO_DEEP',
      );
    });

    it('answers 400 when the database refuses the data or input recurses too deep', async () => {
      await expectClientError(await server.request('/test/untranslatable-character'), 'INVALID_INPUT');
      await expectClientError(await server.request('/test/deep-recursion'), 'INVALID_INPUT');
    });

    it('refuses NUL and lone surrogates deep inside a consent record', async () => {
      const cookie = {
        categories: ['necessary'],
        consentId: randomUUID(),
        consentTimestamp: '2026-11-24T05:00:00.000Z',
        lastConsentTimestamp: '2026-11-24T05:00:00.000Z',
      };
      for (const hostile of ['a\u0000b', 'a\ud800b'])
        await expectClientError(
          await server.request(
            '/api/public/log-consent',
            json('POST', { cookie: { ...cookie, data: { note: hostile }, services: { [hostile]: [] } } }),
          ),
        );
    });

    it.each([
      ['no boundary', 'multipart/form-data', '--x\r\n'],
      [
        'a wrong boundary',
        'multipart/form-data; boundary=y',
        '--x\r\ncontent-disposition: form-data; name="date"\r\n\r\n2099-01-01\r\n--x--\r\n',
      ],
      [
        'a truncated body',
        'multipart/form-data; boundary=x',
        '--x\r\ncontent-disposition: form-data; name="date"\r\n\r\n2099',
      ],
    ])('refuses multipart with %s on the event form and the image routes', async (_label, type, body) => {
      const admin = await signIn(server, { roles: ['admin', 'user'] });
      for (const [method, path] of [
        ['POST', '/api/v1/users/glenti'],
        ['POST', `/api/admin/artist/${randomUUID()}/image`],
        ['POST', `/api/admin/location/${randomUUID()}/image`],
      ] as const) {
        const response = await server.request(path, {
          method,
          headers: { ...admin.headers, 'content-type': type },
          body,
        });
        await expectClientError(response);
      }
    });
  });

  it(`walks every route with at least ${MIN_VARIANTS_PER_ROUTE} hostile requests, as a visitor and as an admin, without a 5xx`, async () => {
    const routes = server.app.routeTable.filter((route: RouteEntry) => route.method !== 'HEAD');
    const failures: string[] = [];
    const tooFew: string[] = [];
    let sent = 0;
    const started = Date.now();
    const jobs: { route: RouteEntry; request: HostileRequest; headers: Record<string, string> }[] = [];
    for (const route of routes) {
      const requests = hostileRequestsFor(route);
      if (requests.length < MIN_VARIANTS_PER_ROUTE)
        tooFew.push(`${route.method} ${route.url}: ${requests.length}`);
      // A fresh admin per route: logging out, a password change or deleting the account only
      // ends that route's admin, never the next route's.
      const admin = await signIn(server, { roles: ['admin', 'user'] });
      let turn = 0;
      for (const request of requests) {
        if (!request.once || turn % 2 === 0) jobs.push({ route, request, headers: {} });
        if (!request.once || turn % 2 === 1) jobs.push({ route, request, headers: admin.headers });
        if (request.once) turn++;
      }
    }
    await inPool(jobs, CONCURRENCY, async ({ route, request, headers }) => {
      const who = headers.authorization ? 'admin' : 'visitor';
      const where = `${who} ${route.method} ${route.url} [${request.label}]`;
      try {
        const response = await server.request(request.path, {
          ...request.init,
          headers: { ...request.init.headers, ...headers },
          redirect: 'manual',
        });
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${where} → ${response.status}`);
      } catch (error) {
        failures.push(`${where} → ${(error as Error).cause ?? error}`);
      }
      sent++;
    });
    expect(failures, `${failures.length} of ${sent} requests failed:\n${failures.join('\n')}`).toEqual([]);
    expect(tooFew, 'routes with too few hostile requests').toEqual([]);
    expect(routes.length).toBeGreaterThan(60);
    console.info(
      `hostile walk on ${kind}: ${sent} requests to ${routes.length} routes in ${Date.now() - started} ms`,
    );
  }, 600_000);
});
