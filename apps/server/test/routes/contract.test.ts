/**
 * The route contract (`@glentia/core` `contract`) and the live app agree: every contract entry is
 * served, every JSON route under /api/ comes from the contract, and what a path looks like private
 * is never public in it.
 */
import { contractRoutes } from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

/** API routes that answer no JSON body of their own (liveness, a redirect to a provider). */
const PLAIN_API_ROUTES = ['GET /api/health', 'GET /api/ready', 'GET /api/auth/social/:provider/start'];
/** The API documentation pages (`API_DOCS=true`). */
const isDocs = (url: string) => url.startsWith('/api/docs');

describe.each(testDatabases())('route contract on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { jobWorker: false });
  });
  afterAll(async () => server?.close());

  it('serves every contract route, and every JSON API route comes from the contract', () => {
    const live = server.app.routeTable
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`);
    const declared = contractRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect(declared.filter((route) => !live.includes(route))).toEqual([]);
    const apiRoutes = live.filter((route) => route.split(' ')[1]!.startsWith('/api/'));
    expect(
      apiRoutes.filter(
        (route) =>
          !declared.includes(route) && !PLAIN_API_ROUTES.includes(route) && !isDocs(route.split(' ')[1]!),
      ),
    ).toEqual([]);
  });

  it('needs the admin role under /api/admin/, the partner role under /api/partner/, the artist role under /api/artist/, an account under /api/me/ and /api/v1/users/', () => {
    const accessOf = (prefix: string) =>
      [
        ...new Set(contractRoutes.filter((route) => route.path.startsWith(prefix)).map((r) => r.access)),
      ].sort();
    expect(accessOf('/api/admin/')).toEqual(['admin']);
    expect(accessOf('/api/partner/')).toEqual(['partner']);
    expect(accessOf('/api/artist/')).toEqual(['artist']);
    expect(accessOf('/api/me/')).toEqual(['account', 'user']);
    expect(accessOf('/api/v1/users/')).toEqual(['user']);
  });
});
