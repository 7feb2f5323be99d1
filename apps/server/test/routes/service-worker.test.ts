import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helper.ts';

describe('serving the service worker and the web manifest', () => {
  let server: TestServer;

  beforeAll(async () => {
    const webDistDir = path.join(process.env.TMPDIR ?? '/tmp', `glentia-sw-${process.pid}`);
    mkdirSync(webDistDir, { recursive: true });
    writeFileSync(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(webDistDir, 'sw.js'), 'self.addEventListener("push", () => {});');
    writeFileSync(path.join(webDistDir, 'manifest.webmanifest'), '{"name":"Γλέντια"}');
    server = await startTestServer('pglite', { webDistDir });
  });
  afterAll(async () => server?.close());

  it('serves /sw.js as JavaScript that the browser revalidates on every load, under a CSP that allows it', async () => {
    const response = await server.request('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const page = await server.request('/');
    expect(page.headers.get('content-security-policy')).toMatch(/worker-src 'self'/);
    expect(page.headers.get('content-security-policy')).toMatch(/manifest-src 'self'/);
  });

  it('serves the web manifest uncached too', async () => {
    const response = await server.request('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ name: 'Γλέντια' });
  });
});
