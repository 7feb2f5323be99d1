import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import securityHeaders, { DATA_POLICY, helmetHeaders } from './security-headers.ts';

describe('security headers', () => {
  it('works out Helmet’s headers once, with our policy in them', () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
      crossOriginEmbedderPolicy: false,
    });
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
    // Helmet removes the header that names the server's framework.
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('sets them, our own and the request’s id on every answer, errors included', async () => {
    const app = Fastify();
    await app.register(securityHeaders, { helmet: {}, extra: { 'permissions-policy': 'camera=()' } });
    app.get('/ok', async () => ({ ok: true }));
    for (const url of ['/ok', '/missing']) {
      const response = await app.inject({ url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['permissions-policy']).toBe('camera=()');
      expect(response.headers['x-request-id']).toBeTruthy();
    }
    await app.close();
  });

  it('gives data answers the headers that still apply to them, and pages all of them', async () => {
    const app = Fastify();
    await app.register(securityHeaders, {
      helmet: { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } },
      extra: { 'permissions-policy': 'camera=()' },
      isData: (url) => url.startsWith('/api/'),
    });
    app.get('/api/thing', async () => ({ ok: true }));
    app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));

    const data = await app.inject({ url: '/api/thing?x=1' });
    expect(data.headers['content-security-policy']).toBe(DATA_POLICY);
    expect(data.headers['x-content-type-options']).toBe('nosniff');
    expect(data.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(data.headers['referrer-policy']).toBe('no-referrer');
    expect(data.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(data.headers['permissions-policy']).toBe('camera=()');
    expect(data.headers['x-request-id']).toBeTruthy();
    for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection'])
      expect(data.headers).not.toHaveProperty(pageOnly);
    // A path the API does not have is answered as data too: a 404 of the API runs nothing either.
    expect((await app.inject({ url: '/api/missing' })).headers['content-security-policy']).toBe(DATA_POLICY);

    const page = await app.inject({ url: '/page' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['permissions-policy']).toBe('camera=()');
    await app.close();
  });
  it('sends the pages people land on without the opener policy, and every other page with it', async () => {
    const app = Fastify();
    await app.register(securityHeaders, {
      helmet: { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } },
      extra: { 'permissions-policy': 'camera=()' },
      isLandingPage: (url) => url === '/landing',
    });
    for (const path of ['/landing', '/account'])
      app.get(path, async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));

    const landing = await app.inject({ url: '/landing' });
    const account = await app.inject({ url: '/account' });
    expect(landing.headers).not.toHaveProperty('cross-origin-opener-policy');
    expect(account.headers['cross-origin-opener-policy']).toBe('same-origin');
    // Everything else a page carries, the landing page carries too.
    const { 'cross-origin-opener-policy': _opener, 'x-request-id': _id, ...rest } = account.headers;
    for (const [name, value] of Object.entries(rest))
      if (name !== 'date' && name !== 'content-length') expect(landing.headers[name]).toBe(value);
    expect(landing.headers['content-security-policy']).toContain("default-src 'self'");
    await app.close();
  });

  it('gives the app’s files only nosniff and the resource policy, not the page’s headers', async () => {
    const app = Fastify();
    await app.register(securityHeaders, {
      helmet: {},
      extra: { 'permissions-policy': 'camera=()' },
      isFile: (url) => url.startsWith('/assets/'),
    });
    app.get('/assets/app.js', async (_request, reply) => reply.type('text/javascript').send('1'));
    app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));
    const file = await app.inject({ url: '/assets/app.js' });
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const pageOnly of ['content-security-policy', 'permissions-policy', 'strict-transport-security'])
      expect(file.headers).not.toHaveProperty(pageOnly);
    expect((await app.inject({ url: '/page' })).headers['content-security-policy']).toContain(
      "default-src 'self'",
    );
    await app.close();
  });
});
