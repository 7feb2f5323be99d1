/**
 * Nobody can lock an account out: wrong logins from many addresses slow the account down but the
 * owner, from a new address, still gets in; a device holding a live session of the account is
 * never locked out; and password re-checks of signed-in people count with the same limits.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases, testRedisUrls } from '../helper.ts';
import { bearer, bodyOf, json, signIn } from '../support/accounts.ts';

// The counts live in the database; with Redis configured for the rate limits they behave the same.
const setups = testDatabases().flatMap((kind) => [
  { kind, redis: null as string | null },
  ...testRedisUrls().map((redis) => ({ kind, redis })),
]);

describe.each(setups)('login limits that lock nobody out on $kind (Redis: $redis)', ({ kind, redis }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      redis: { url: redis, prefix: `glentia-test-${randomUUID()}:` },
      authRateLimit: 10_000,
      jobWorker: false,
      // One proxy in front: X-Forwarded-For gives each request its client address.
      trustProxy: 1,
      loginLimits: { perAddress: 3, perAccount: 6, windowMs: 15 * 60_000, delayStepMs: 1, maxDelayMs: 5 },
    });
  });
  afterAll(async () => server?.close());

  const from = (address: string, headers: Record<string, string> = {}) => ({
    'x-forwarded-for': address,
    ...headers,
  });
  const login = (email: string, password: string, headers: Record<string, string>) =>
    server.request('/api/auth/login', json('POST', { email, password }, headers));

  it('lets the owner in from a new address after many failures from many addresses', async () => {
    const { user } = await signIn(server, { email: 'admin-owner@example.com', password: 'right-password-1' });
    for (let n = 0; n < 5; n++)
      for (let i = 0; i < 4; i++) {
        const wrong = await login(user.email, `guess-${n}-${i}`, from(`192.0.2.${n + 1}`));
        // The fourth try from one address meets its lock; the others are wrong passwords.
        expect(wrong.status).toBe(i < 3 ? 401 : 429);
      }
    const owner = await login(user.email, 'right-password-1', from('198.51.100.20'));
    expect(owner.status).toBe(200);
    expect((await bodyOf(owner)).refresh_token).toBeTypeOf('string');
    // An attacker's address stays locked out of the account, even with the right password.
    const locked = await login(user.email, 'right-password-1', from('192.0.2.1'));
    expect(locked.status).toBe(429);
    expect((await bodyOf(locked)).code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('never locks out a device that holds a live session of the account', async () => {
    const me = await signIn(server, { email: 'cafe@example.com', password: 'right-password-2' });
    const shared = '203.0.113.50';
    for (let i = 0; i < 4; i++) await login(me.user.email, `guess-${i}`, from(shared));
    expect((await login(me.user.email, 'right-password-2', from(shared))).status).toBe(429);
    const withSession = await login(me.user.email, 'right-password-2', from(shared, me.headers));
    expect(withSession.status).toBe(200);
    // A session of another account does not open this one's lock.
    const other = await signIn(server, { password: 'other-password-3' });
    expect((await login(me.user.email, 'right-password-2', from(shared, other.headers))).status).toBe(429);
    // Nor does an ended session.
    expect((await server.request('/api/me/logout', json('POST', {}, me.headers))).status).toBe(204);
    expect((await login(me.user.email, 'right-password-2', from(shared, me.headers))).status).toBe(429);
  });

  it('counts wrong current passwords with the login limits and answers 429 past them', async () => {
    const me = await signIn(server, { email: 'stolen@example.com', password: 'right-password-4' });
    const here = from('203.0.113.77', me.headers);
    const change = (currentPassword: string) =>
      server.request(
        '/api/me/update-password',
        json('PUT', { currentPassword, password: 'brand-new-password-5' }, here),
      );
    const remove = (password: string) =>
      server.request('/api/me/delete-account', json('DELETE', { password }, here));
    expect((await change('guess-1')).status).toBe(400);
    expect((await remove('guess-2')).status).toBe(400);
    // Failed logins from the same address count together with them.
    expect((await login(me.user.email, 'guess-3', from('203.0.113.77'))).status).toBe(401);
    const changeLocked = await change('right-password-4');
    expect(changeLocked.status).toBe(429);
    expect((await bodyOf(changeLocked)).code).toBe('TOO_MANY_ATTEMPTS');
    expect((await remove('right-password-4')).status).toBe(429);
    // The account is untouched: the session works and the password is the old one.
    expect(
      (await server.request('/api/me/profile', { headers: bearer(me.tokens.access_token) })).status,
    ).toBe(200);
    expect((await login(me.user.email, 'right-password-4', from('198.51.100.9'))).status).toBe(200);
  });
});
