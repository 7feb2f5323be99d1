import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/http/index-html.ts';
import { startTestServer, type TestServer } from '../helper.ts';

describe('serving the web app', () => {
  let server: TestServer;

  beforeAll(async () => {
    const webDistDir = path.join(process.env.TMPDIR ?? '/tmp', `glentia-web-${process.pid}`);
    mkdirSync(path.join(webDistDir, 'assets'), { recursive: true });
    writeFileSync(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><html lang="el"><head><script>document.documentElement.dataset.x="1"</script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log("glentia")');
    server = await startTestServer('pglite', { webDistDir });
    mkdirSync(path.join(server.config.dataDir, 'uploads', 'posters'), { recursive: true });
    writeFileSync(path.join(server.config.dataDir, 'uploads', 'posters', 'p.webp'), 'RIFF');
  });
  afterAll(async () => server?.close());

  // A path the app does not know, or an event, venue or artist that does not exist, still gets the
  // app, which shows its not-found screen; the 404 tells crawlers.
  it.each([
    ['/', 200],
    ['/home', 200],
    ['/glentia', 200],
    ['/glentia/search?query=%7B%7D', 200],
    ['/settings/appearance', 200],
    ['/glenti/edit/7f000000-0000-4000-8000-000000000000', 200],
    ['/help/', 200],
    ['/some/unknown/page', 404],
    ['/settings/unknown', 404],
    ['/not-found', 404],
    ['/glentia/0b1c', 404],
    ['/glentia/7f000000-0000-4000-8000-000000000000', 404],
    ['/location/7f000000-0000-4000-8000-000000000000', 404],
    ['/artist/7f000000-0000-4000-8000-000000000000', 404],
  ])('answers %s with status %i and the app page', async (pathname, status) => {
    const response = await server.request(pathname);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('marks the page of a browser that keeps nothing, and only that one, whatever was cached first', async () => {
    const kept = { headers: { cookie: 'glentia_kept=1' } };
    const chosen = { headers: { cookie: 'other=2; cc_cookie=%7B%7D' } };
    const pages = [
      '/',
      '/glentia',
      '/settings/appearance',
      '/some/unknown/page',
      '/glentia/search',
      '/artist/x',
    ];
    for (const pathname of pages) {
      for (const [init, marked] of [
        [{}, true],
        [kept, false],
        [chosen, false],
        [{}, true],
      ] as const) {
        const response = await server.request(pathname, init);
        expect(response.headers.get('vary')).toContain('cookie');
        expect(await response.text()).toContain(
          marked ? '<html lang="el" data-nothing-kept>' : '<html lang="el">',
        );
      }
    }
  });

  it('allows exactly its own inline script in the CSP', async () => {
    const response = await server.request('/');
    const [hash] = inlineScriptHashes(await response.text());
    expect(response.headers.get('content-security-policy')).toContain(hash);
  });

  it('caches built assets for a year', async () => {
    const response = await server.request('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('serves uploads and 404s missing files as JSON', async () => {
    expect((await server.request('/uploads/posters/p.webp')).status).toBe(200);
    const missing = await server.request('/uploads/posters/none.webp');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: 404 });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await server.request('/api/public/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      code: 'ROUTE_NOT_FOUND',
      messages: { en: 'There is no such address.' },
    });
  });

  it('redirects /privacy.html to /privacy', async () => {
    const response = await server.request('/privacy.html', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/privacy');
  });

  it('publishes the OpenAPI document', async () => {
    const response = await server.request('/api/docs/json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    for (const route of [
      '/api/public/initialize',
      '/api/public/glentia',
      '/api/public/glentia/{id}',
      '/api/public/glentia/{id}/calendar',
      '/api/public/glentia/{id}/viewed',
      '/api/public/artists',
      '/api/public/artist/{id}',
      '/api/public/locations',
      '/api/public/glentia/location/{id}/pastEvents',
      '/api/public/glentia/artist/{id}/pastEvents',
      '/api/public/glentia/topic/{id}/followers',
    ]) {
      expect(document.paths, route).toHaveProperty([route]);
    }
    expect((await server.request('/api/docs')).status).toBe(200);
  });

  it('marks the optional filters of the event lists as optional in the OpenAPI document', async () => {
    type Parameter = { in: string; name: string; required?: boolean };
    const document = (await (await server.request('/api/docs/json')).json()) as {
      paths: Record<string, { get: { parameters: Parameter[] } }>;
    };
    for (const route of ['/api/public/glentia', '/api/public/glentia/days']) {
      const query = document.paths[route]!.get.parameters.filter((parameter) => parameter.in === 'query');
      for (const name of ['from', 'to', 'county', 'artist', 'location']) {
        const parameter = query.find((candidate) => candidate.name === name);
        expect(parameter, `${route} ${name}`).toBeDefined();
        expect(parameter?.required ?? false, `${route} ${name}`).toBe(false);
      }
    }
    for (const route of ['/api/v1/users/artists', '/api/v1/users/locations']) {
      expect(document.paths, route).toHaveProperty([route]);
    }
  });

  it('never answers 500 to a malformed body', async () => {
    const response = await server.request('/api/public/glentia/00000000-0000-4000-8000-000000000000/viewed', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400 });
  });
});
