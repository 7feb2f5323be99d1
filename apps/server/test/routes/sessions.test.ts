/**
 * Sessions that end (issue: access tokens outliving their session), refreshes racing in two tabs,
 * proving who you are before changing the password or deleting the account, the login lock per
 * client address, and common passwords.
 */
import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../src/db/schema.ts';
import { hashToken } from '../../src/lib/random-token.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';
import { bearer, bodyOf, claimsOf, json, mailAfterJobs, signIn, tokenOf } from '../support/accounts.ts';

describe.each(testDatabases())('sessions that end on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { authRateLimit: 1000, jobWorker: false });
  });
  afterAll(async () => server?.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    server.request(path, json('POST', body, headers));
  const refresh = (refreshToken: string) => post('/api/auth/refresh', { refreshToken });
  const profile = (accessToken: string) =>
    server.request('/api/me/profile', { headers: bearer(accessToken) });
  const login = async (email: string, password: string) => {
    const response = await post('/api/auth/login', { email, password });
    expect(response.status).toBe(200);
    return bodyOf(response);
  };
  /** As if the token had been rotated `seconds` ago. */
  const ageUse = (refreshToken: string, seconds: number) =>
    server.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - seconds * 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));

  async function expectSessionEnded(accessToken: string) {
    const response = await profile(accessToken);
    expect(response.status).toBe(401);
    const body = await bodyOf(response);
    expect(body.code).toBe('SESSION_ENDED');
    expect(body.messages).toEqual({
      el: 'Η σύνδεσή σου τερματίστηκε. Συνδέσου ξανά.',
      en: 'Your session has ended. Please log in again.',
    });
  }

  it('refuses the access token right after logout, and only that session’s', async () => {
    const me = await signIn(server, { email: 'logout@example.com', password: 'kalo-vradi-1' });
    const elsewhere = await login('logout@example.com', 'kalo-vradi-1');
    expect((await profile(me.tokens.access_token)).status).toBe(200);
    expect((await post('/api/me/logout', {}, me.headers)).status).toBe(204);
    await expectSessionEnded(me.tokens.access_token);
    // Writes are refused too, before their body is read.
    const write = await server.request('/api/v1/users/glenti', { method: 'POST', headers: me.headers });
    expect(write.status).toBe(401);
    expect((await profile(elsewhere.access_token)).status).toBe(200);
  });

  it('refuses the access tokens of a session that refresh-token reuse revoked', async () => {
    const first = await login(
      (await signIn(server, { password: 'reuse-pass-1' })).user.email,
      'reuse-pass-1',
    );
    const second = await bodyOf(await refresh(first.refresh_token));
    expect((await profile(second.access_token)).status).toBe(200);
    await ageUse(first.refresh_token, 120);
    expect((await refresh(first.refresh_token)).status).toBe(400);
    await expectSessionEnded(second.access_token);
    await expectSessionEnded(first.access_token);
  });

  it('gives a token presented twice within the grace period the same successor of the same session', async () => {
    const me = await signIn(server);
    // Two tabs refresh with the same token at once.
    const [a, b] = await Promise.all([refresh(me.tokens.refresh_token), refresh(me.tokens.refresh_token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [pairA, pairB] = [await bodyOf(a), await bodyOf(b)];
    expect(claimsOf(pairA.access_token).sid).toBe(claimsOf(me.tokens.access_token).sid);
    expect(claimsOf(pairB.access_token).sid).toBe(claimsOf(me.tokens.access_token).sid);
    expect(pairA.refresh_token).toBe(pairB.refresh_token);
    // A third, late tab too, still within the grace.
    const late = await refresh(me.tokens.refresh_token);
    expect(late.status).toBe(200);
    for (const pair of [pairA, pairB, await bodyOf(late)])
      expect((await profile(pair.access_token)).status).toBe(200);
    // Each new refresh token works once as usual.
    expect((await refresh(pairA.refresh_token)).status).toBe(200);
  });

  it('still treats reuse after the grace period as a copied token and ends the session', async () => {
    const me = await signIn(server);
    const next = await bodyOf(await refresh(me.tokens.refresh_token));
    await ageUse(me.tokens.refresh_token, 31);
    const reused = await refresh(me.tokens.refresh_token);
    expect(reused.status).toBe(400);
    expect((await bodyOf(reused)).code).toBe('SESSION_EXPIRED');
    expect((await refresh(next.refresh_token)).status).toBe(400);
    await expectSessionEnded(next.access_token);
  });

  it('gives no grace to a token whose session has moved on since', async () => {
    const me = await signIn(server);
    const second = await bodyOf(await refresh(me.tokens.refresh_token));
    const third = await bodyOf(await refresh(second.refresh_token));
    // Seconds later, the first token again: not a racing tab, since the session moved past it.
    expect((await refresh(me.tokens.refresh_token)).status).toBe(400);
    await expectSessionEnded(third.access_token);
  });

  it('changes the password only with the current one, and ends the other sessions at once', async () => {
    const me = await signIn(server, { email: 'change@example.com', password: 'first-password' });
    const other = await login('change@example.com', 'first-password');
    const change = (body: unknown) =>
      server.request('/api/me/update-password', json('PUT', body, me.headers));

    const missing = await change({ password: 'second-password' });
    expect(missing.status).toBe(400);
    const wrong = await change({ currentPassword: 'not-the-one', password: 'second-password' });
    expect(wrong.status).toBe(400);
    const wrongBody = await bodyOf(wrong);
    expect(wrongBody.code).toBe('WRONG_PASSWORD');
    expect(wrongBody.messages.el).toBe('Ο τρέχων κωδικός δεν είναι σωστός.');
    expect((await profile(other.access_token)).status).toBe(200);

    const changed = await change({ currentPassword: 'first-password', password: 'second-password' });
    expect(changed.status).toBe(204);
    // The session elsewhere ends now, not when its access token expires; this one goes on.
    await expectSessionEnded(other.access_token);
    expect((await profile(me.tokens.access_token)).status).toBe(200);
    expect((await refresh(me.tokens.refresh_token)).status).toBe(200);
  });

  it('has an account without a password set one by the e-mailed link', async () => {
    const social = await signIn(server, { email: 'social-only@example.com' });
    const change = await server.request(
      '/api/me/update-password',
      json('PUT', { currentPassword: 'anything', password: 'a-brand-new-one' }, social.headers),
    );
    expect(change.status).toBe(400);
    expect((await bodyOf(change)).code).toBe('NO_PASSWORD');
    expect((await post('/api/auth/forgot-password', { email: 'social-only@example.com' })).status).toBe(202);
    const link = (await mailAfterJobs(server, 'social-only@example.com'))?.link;
    const reset = await post('/api/auth/reset-password', {
      token: tokenOf(link),
      password: 'a-brand-new-one',
    });
    expect(reset.status).toBe(200);
    await login('social-only@example.com', 'a-brand-new-one');
  });

  it('deletes the account only with the password', async () => {
    const me = await signIn(server, { email: 'delete-me@example.com', password: 'delete-me-pass' });
    const remove = (init: RequestInit) =>
      server.request('/api/me/delete-account', { method: 'DELETE', ...init });
    const without = await remove({ headers: me.headers });
    expect(without.status).toBe(400);
    expect((await bodyOf(without)).code).toBe('PASSWORD_REQUIRED');
    const wrong = await remove(json('DELETE', { password: 'guessing-it' }, me.headers));
    expect(wrong.status).toBe(400);
    expect((await bodyOf(wrong)).code).toBe('WRONG_PASSWORD');
    expect(await server.database.db.select().from(users).where(eq(users.id, me.user.id))).toHaveLength(1);
    expect((await remove(json('DELETE', { password: 'delete-me-pass' }, me.headers))).status).toBe(204);
    expect(await server.database.db.select().from(users).where(eq(users.id, me.user.id))).toEqual([]);
  });

  it('deletes an account without a password only soon after a sign-in', async () => {
    const me = await signIn(server, { email: 'social-delete@example.com' });
    // The session's sign-in was ten minutes ago (refreshes since do not count).
    await server.database.db
      .update(refreshTokens)
      .set({ authAt: new Date(Date.now() - 10 * 60 * 1000) })
      .where(eq(refreshTokens.userId, me.user.id));
    const refreshed = await bodyOf(await refresh(me.tokens.refresh_token));
    const stale = await server.request('/api/me/delete-account', {
      method: 'DELETE',
      headers: bearer(refreshed.access_token),
    });
    expect(stale.status).toBe(403);
    const body = await bodyOf(stale);
    expect(body.code).toBe('REAUTH_REQUIRED');
    expect(body.messages.el).toMatch(/συνδέσου ξανά με Google ή Apple/);
    // A fresh sign-in (a new session) may delete.
    const fresh = await signIn(server, { email: 'social-delete-now@example.com' });
    const gone = await server.request('/api/me/delete-account', { method: 'DELETE', headers: fresh.headers });
    expect(gone.status).toBe(204);
  });

  it('refuses common passwords on sign-up, reset and change, in both languages', async () => {
    for (const password of ['1234567890', 'qwertyuiop', 'Password123']) {
      const response = await post('/api/auth/register', {
        email: 'common@example.com',
        password,
        username: 'common',
      });
      expect(response.status, password).toBe(400);
      const body = await bodyOf(response);
      expect(body.code).toBe('PASSWORD_TOO_COMMON');
      expect(body.messages.el).toMatch(/συνηθισμένους/);
      expect(body.messages.en).toMatch(/most common/);
    }
    // Short ones fail the minimum of 10 first: '12345678' and 'password' alike.
    for (const password of ['12345678', 'password'])
      expect(
        (await post('/api/auth/register', { email: 'c@example.com', password, username: 'cc1' })).status,
      ).toBe(400);

    const me = await signIn(server, { email: 'common-change@example.com', password: 'my-own-words' });
    const change = await server.request(
      '/api/me/update-password',
      json('PUT', { currentPassword: 'my-own-words', password: '1234567890' }, me.headers),
    );
    expect(change.status).toBe(400);
    expect((await bodyOf(change)).code).toBe('PASSWORD_TOO_COMMON');

    await post('/api/auth/forgot-password', { email: 'common-change@example.com' });
    const link = (await mailAfterJobs(server, 'common-change@example.com'))?.link;
    const reset = await post('/api/auth/reset-password', { token: tokenOf(link), password: 'iloveyou123' });
    expect(reset.status).toBe(400);
    expect((await bodyOf(reset)).code).toBe('PASSWORD_TOO_COMMON');
  });
});

/** A POST from a chosen loopback address (127.0.0.0/8 all reach the server), as a distinct client. */
function postFrom(
  server: TestServer,
  localAddress: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: { code?: string } }> {
  const url = new URL(path, server.baseUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || '{}') }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe.each(testDatabases())('login lock per client address on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { authRateLimit: 1000, jobWorker: false });
  });
  afterAll(async () => server?.close());

  it("locks the attacker's address out, not the owner at theirs", async () => {
    await signIn(server, { email: 'owner@example.com', password: 'owner-password' });
    const attacker = '127.0.0.2';
    const owner = '127.0.0.3';
    for (let i = 0; i < 10; i++) {
      const attempt = await postFrom(server, attacker, '/api/auth/login', {
        email: 'owner@example.com',
        password: `guess-number-${i}`,
      });
      expect(attempt.status).toBe(401);
    }
    const locked = await postFrom(server, attacker, '/api/auth/login', {
      email: 'owner@example.com',
      password: 'owner-password',
    });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('TOO_MANY_ATTEMPTS');
    const fromHome = await postFrom(server, owner, '/api/auth/login', {
      email: 'owner@example.com',
      password: 'owner-password',
    });
    expect(fromHome.status).toBe(200);
    // The owner's login does not lift the attacker's lock.
    const stillLocked = await postFrom(server, attacker, '/api/auth/login', {
      email: 'owner@example.com',
      password: 'owner-password',
    });
    expect(stillLocked.status).toBe(429);
  });
});
