import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import securityHeaders, { helmetHeaders } from './security-headers.ts';

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
});
