/**
 * Go-live hardening of the HTTP surface: the admin check reads the routed path before any body,
 * every route that needs a token says so in the OpenAPI document, /api/docs follows API_DOCS,
 * responses carry a Permissions-Policy, and error logs keep no query parameters.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_POLICY } from '../../src/http/security-headers.ts';
import { makeCaller, type TestCaller } from '../contribute.ts';
import { createUser } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';

/** Paths under these prefixes need a token (as in the authorization matrix). */
const PRIVATE_PREFIXES = ['/api/me/', '/api/v1/users/', '/api/admin/', '/api/partner/'];

/**
 * Sends the head of a large multipart upload and never the rest. A server that reads the body
 * before deciding would wait for it; one that decides first answers at once.
 */
function startUpload(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path,
        headers: {
          ...headers,
          'content-type': 'multipart/form-data; boundary=glentia-boundary',
          'content-length': String(5 * 1024 * 1024),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      },
    );
    request.on('error', reject);
    request.write(
      '--glentia-boundary\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n',
    );
  });
}

describe.each(testDatabases())('go-live hardening on %s', (kind) => {
  let server: TestServer;
  let user: TestCaller;
  const lines: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(
      kind,
      {},
      { appOptions: { logStream: { write: (line) => void lines.push(line) } } },
    );
    user = await makeCaller(server, 'user', `plain_${randomUUID().slice(0, 6)}`);
  });
  afterAll(async () => server?.close());

  it.each([
    '/api/%61dmin/artist/00000000-0000-4000-8000-000000000001/image',
    '/api/adm%69n/artist/00000000-0000-4000-8000-000000000001/image',
    '/api/%61%64%6d%69%6e/location/00000000-0000-4000-8000-000000000001/image',
    '/api/admin/artist/00000000-0000-4000-8000-000000000001/image',
  ])('refuses %s to a non-admin before reading the upload', async (path) => {
    const asUser = await startUpload(server.baseUrl, path, user.headers);
    expect(asUser.status).toBe(403);
    expect(JSON.parse(asUser.body)).toMatchObject({ code: 'FORBIDDEN' });
    const asVisitor = await startUpload(server.baseUrl, path, {});
    expect(asVisitor.status).toBe(401);
  });

  it('marks every route that needs a token as such in the OpenAPI document', async () => {
    const document = (await (await server.request('/api/docs/json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    const operation = (method: string, url: string) =>
      document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    const privateRoutes = server.app.routeTable.filter(
      (route) => route.method !== 'HEAD' && PRIVATE_PREFIXES.some((prefix) => route.url.startsWith(prefix)),
    );
    expect(privateRoutes.length).toBeGreaterThan(40);
    const unmarked = privateRoutes
      .filter((route) => {
        const security = operation(route.method, route.url)?.security;
        return JSON.stringify(security) !== JSON.stringify([{ bearer: [] }]);
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(unmarked).toEqual([]);
    expect(operation('GET', '/api/public/glentia')?.security).toEqual([]);
  });

  it('sends a Permissions-Policy that allows the position to the app alone', async () => {
    for (const path of ['/api/public/glentia', '/api/docs/json', '/no-such-page']) {
      const policy = (await server.request(path)).headers.get('permissions-policy') ?? '';
      expect(policy).toContain('geolocation=(self)');
      expect(policy).toContain('camera=()');
      expect(policy).toContain('microphone=()');
    }
  });

  it('answers the API as data that runs nothing, and the app and the API docs as pages', async () => {
    const data = (await server.request('/api/public/glentia')).headers;
    expect(data.get('content-security-policy')).toBe(DATA_POLICY);
    expect(data.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(data.get('cross-origin-opener-policy')).toBeNull();
    for (const path of ['/no-such-page', '/api/docs/json']) {
      const page = (await server.request(path)).headers;
      expect(page.get('content-security-policy')).toContain("default-src 'self'");
      expect(page.get('cross-origin-opener-policy')).toBe('same-origin');
    }
    // The pages the server draws, which shared links open, start in the phone's own renderer.
    for (const path of ['/', '/glentia', '/glentia/5c1f3f43-0f8b-4b3c-9d70-2f2d54f1a0b1']) {
      const landing = (await server.request(path)).headers;
      expect(landing.get('content-security-policy')).toContain("default-src 'self'");
      expect(landing.get('cross-origin-opener-policy')).toBeNull();
    }
    expect((await server.request('/glentia?lang=en')).headers.get('cross-origin-opener-policy')).toBe(
      'same-origin',
    );
  });

  it('says once that a proxy seems to be in front when TRUST_PROXY is off', async () => {
    for (const forwarded of ['203.0.113.9', '203.0.113.10']) {
      const response = await server.request('/api/public/glentia', {
        headers: { 'x-forwarded-for': forwarded },
      });
      expect(response.status).toBe(200);
    }
    expect(lines.filter((line) => line.includes('TRUST_PROXY is false'))).toHaveLength(1);
  });

  it('logs a failed query without its parameters', async () => {
    const email = `maria.${randomUUID().slice(0, 6)}@example.com`;
    await createUser(server.database.db, { email, username: `m_${randomUUID().slice(0, 6)}` });
    const failure = await createUser(server.database.db, {
      email,
      username: `m_${randomUUID().slice(0, 6)}`,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain(email);
    server.app.log.error({ err: failure }, 'request failed');
    const line = lines.find((entry) => entry.includes('request failed'));
    expect(line).toBeDefined();
    expect(line).toContain('insert into');
    expect(line).not.toContain(email);
    expect(line).toContain('[redacted]');
  });
});

describe.each(testDatabases())('API documentation setting on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { apiDocs: false });
  });
  afterAll(async () => server?.close());

  it('serves no /api/docs when API_DOCS is off', async () => {
    expect((await server.request('/api/docs')).status).toBe(404);
    expect((await server.request('/api/docs/json')).status).toBe(404);
  });
});
