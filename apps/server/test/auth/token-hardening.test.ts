/**
 * Tokens that must not outlive their purpose: a refresh token presented again inside its grace
 * period gives back its one successor instead of minting sessions, and an access token without an
 * expiry is refused even when signed with the real key.
 */
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../src/db/schema.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';
import { bearer, bodyOf, claimsOf, json, signIn } from '../support/accounts.ts';

const SECRET = 'token-hardening-secret-0123456789abcdef';

describe.each(testDatabases())('token hardening on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { authRateLimit: 1000, jobWorker: false, jwtSecret: SECRET });
  });
  afterAll(async () => server?.close());

  const refresh = (refreshToken: string) =>
    server.request('/api/auth/refresh', json('POST', { refreshToken }));
  const profile = (accessToken: string) =>
    server.request('/api/me/profile', { headers: bearer(accessToken) });
  const tokensOf = (userId: string) =>
    server.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));

  it('answers fifty refreshes with a rotated token inside the grace with the one successor', async () => {
    const me = await signIn(server);
    const first = await refresh(me.tokens.refresh_token);
    expect(first.status).toBe(200);
    const successor = await bodyOf(first);
    const sid = claimsOf(me.tokens.access_token).sid;

    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const response = await refresh(me.tokens.refresh_token);
        return { status: response.status, body: await bodyOf(response) };
      }),
    );
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      expect(body.refresh_token).toBe(successor.refresh_token);
      expect(claimsOf(body.access_token).sid).toBe(sid);
    }
    // The original token and its one successor: no session was minted.
    const stored = await tokensOf(me.user.id);
    expect(stored).toHaveLength(2);
    expect(new Set(stored.map((row) => row.familyId))).toEqual(new Set([sid]));
    expect((await profile(answers[49]!.body.access_token)).status).toBe(200);
  });

  it('treats the old token as reused once its successor is in use, and ends the session', async () => {
    const me = await signIn(server);
    const second = await bodyOf(await refresh(me.tokens.refresh_token));
    const third = await bodyOf(await refresh(second.refresh_token));
    const again = await refresh(me.tokens.refresh_token);
    expect(again.status).toBe(400);
    expect((await bodyOf(again)).code).toBe('SESSION_EXPIRED');
    expect((await refresh(third.refresh_token)).status).toBe(400);
    expect((await profile(third.access_token)).status).toBe(401);
  });

  it('treats the old token as reused once the session was revoked, without minting anything', async () => {
    const me = await signIn(server);
    const second = await bodyOf(await refresh(me.tokens.refresh_token));
    expect(
      (await server.request('/api/me/logout', json('POST', {}, bearer(second.access_token)))).status,
    ).toBe(204);
    expect((await refresh(me.tokens.refresh_token)).status).toBe(400);
    expect(await tokensOf(me.user.id)).toHaveLength(2);
  });

  it('refuses an access token without an expiry, even signed with the real key', async () => {
    const me = await signIn(server);
    const claims = claimsOf(me.tokens.access_token);
    const { exp: _exp, iat: _iat, ...rest } = claims;
    const sign = (withExpiry: boolean) => {
      const jwt = new SignJWT(rest).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt();
      if (withExpiry) jwt.setExpirationTime('10m');
      return jwt.sign(new TextEncoder().encode(SECRET));
    };
    // The same claims with an expiry work: the key and the session are right.
    expect((await profile(await sign(true))).status).toBe(200);
    const forever = await profile(await sign(false));
    expect(forever.status).toBe(401);
    expect((await bodyOf(forever)).code).toBe('TOKEN_INVALID');
  });
});
