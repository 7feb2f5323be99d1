import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, follows, notifications, refreshTokens, settings, users } from '../../src/db/schema.ts';
import { createArtist, createEvent, createLocation, favorite, follow, notify } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases, testRedisUrls } from '../helper.ts';
import { bodyOf, claimsOf, json, mailAfterJobs, tokenOf } from '../support/accounts.ts';

describe.each(testDatabases())('e-mail sign-in on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { authRateLimit: 1000 });
  });
  afterAll(async () => server?.close());

  const post = (
    path: string,
    body: unknown,
    init: { device?: string | null; headers?: Record<string, string> } = {},
  ) => server.request(path, { ...json('POST', body, init.headers), device: init.device });

  it('registers, confirms the address by the e-mailed link, then logs in', async () => {
    const email = 'eleni@example.com';
    const registered = await post('/api/auth/register', {
      email: 'Eleni@Example.com ',
      password: 'lyra-and-laouto',
      username: 'eleni',
    });
    expect(registered.status).toBe(202);
    expect(await bodyOf(registered)).toEqual({ status: 'sent' });

    const mail = await mailAfterJobs(server, email);
    expect(mail?.subject).toBe('Επιβεβαίωσε το e-mail σου στα Γλέντια');
    expect(mail?.link).toMatch(new RegExp(`^${server.config.publicUrl}/verify-email\\?token=`));

    const early = await post('/api/auth/login', { email, password: 'lyra-and-laouto' });
    expect(early.status).toBe(403);
    expect((await bodyOf(early)).code).toBe('EMAIL_NOT_VERIFIED');

    const verified = await post('/api/auth/verify-email', { token: tokenOf(mail?.link) });
    expect(verified.status).toBe(200);
    const pair = await bodyOf(verified);
    expect(pair).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(claimsOf(pair.access_token)).toMatchObject({
      preferred_username: 'eleni',
      email,
      given_name: '',
      family_name: '',
      realm_access: { roles: ['user'] },
    });
    // The link works once.
    expect((await post('/api/auth/verify-email', { token: tokenOf(mail?.link) })).status).toBe(400);

    const login = await post('/api/auth/login', { email: 'ELENI@example.com', password: 'lyra-and-laouto' });
    expect(login.status).toBe(200);
    const profile = await server.request('/api/me/profile', {
      headers: { authorization: `Bearer ${(await bodyOf(login)).access_token}` },
    });
    expect(await bodyOf(profile)).toEqual({
      email,
      username: 'eleni',
      firstname: null,
      lastname: null,
      hasPassword: true,
    });
  });

  it('gives one message for a wrong password and an unknown address', async () => {
    const wrong = await post('/api/auth/login', { email: 'eleni@example.com', password: 'not-the-password' });
    const unknown = await post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await bodyOf(wrong), await bodyOf(unknown)];
    expect(a).toEqual(b);
    expect(a.messages).toEqual({ el: 'Λάθος e-mail ή κωδικός.', en: 'Wrong e-mail or password.' });
  });

  it('does not reveal that an address is registered, and refuses a taken username', async () => {
    const again = await post('/api/auth/register', {
      email: 'eleni@example.com',
      password: 'another-secret',
      username: 'eleni2',
    });
    expect(again.status).toBe(202);
    expect((await mailAfterJobs(server, 'eleni@example.com'))?.subject).toBe(
      'Έχεις ήδη λογαριασμό στα Γλέντια',
    );
    const [user] = await server.database.db.select().from(users).where(eq(users.email, 'eleni@example.com'));
    expect(user?.username).toBe('eleni');

    const taken = await post('/api/auth/register', {
      email: 'other@example.com',
      password: 'another-secret',
      username: 'ELENI',
    });
    expect(taken.status).toBe(409);
    expect((await bodyOf(taken)).code).toBe('USERNAME_TAKEN');
  });

  it('rejects malformed sign-up data with a 400 in both languages', async () => {
    const response = await post('/api/auth/register', {
      email: 'not-an-address',
      password: 'short',
      username: 'a b',
    });
    expect(response.status).toBe(400);
    const body = await bodyOf(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'body.email',
      'body.password',
      'body.username',
    ]);
  });

  it('resets a forgotten password by e-mailed link, ending the old sessions', async () => {
    const email = 'eleni@example.com';
    const before = await bodyOf(await post('/api/auth/login', { email, password: 'lyra-and-laouto' }));

    expect((await post('/api/auth/forgot-password', { email: 'nobody@example.com' })).status).toBe(202);
    expect(await mailAfterJobs(server, 'nobody@example.com')).toBeUndefined();

    expect((await post('/api/auth/forgot-password', { email })).status).toBe(202);
    const mail = await mailAfterJobs(server, email);
    expect(mail?.link).toMatch(/\/reset-password\?token=/);

    expect(
      (await post('/api/auth/reset-password', { token: tokenOf(mail?.link), password: 'short' })).status,
    ).toBe(400);
    const reset = await post('/api/auth/reset-password', {
      token: tokenOf(mail?.link),
      password: 'new-mantinades',
    });
    expect(reset.status).toBe(200);
    expect(
      (await post('/api/auth/reset-password', { token: tokenOf(mail?.link), password: 'new-mantinades' }))
        .status,
    ).toBe(400);

    expect((await post('/api/auth/login', { email, password: 'lyra-and-laouto' })).status).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'new-mantinades' })).status).toBe(200);
    // The session from before the reset is over.
    expect((await post('/api/auth/refresh', { refreshToken: before.refresh_token })).status).toBe(400);
  });

  it('rotates refresh tokens, and a reused one ends the whole session', async () => {
    const first = await bodyOf(
      await post('/api/auth/login', { email: 'eleni@example.com', password: 'new-mantinades' }),
    );

    const asText = await server.request('/api/auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: first.refresh_token,
    });
    expect(asText.status).toBe(200);
    const second = await bodyOf(asText);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(claimsOf(second.access_token).sid).toBe(claimsOf(first.access_token).sid);

    const third = await bodyOf(await post('/api/auth/refresh', { refreshToken: second.refresh_token }));
    expect(third.access_token).toBeTruthy();

    // The first token again: someone copied it. Its whole family stops working, the newest token too.
    const reused = await post('/api/auth/refresh', { refresh_token: first.refresh_token });
    expect(reused.status).toBe(400);
    expect((await bodyOf(reused)).code).toBe('SESSION_EXPIRED');
    expect((await post('/api/auth/refresh', { refreshToken: third.refresh_token })).status).toBe(400);

    expect((await post('/api/auth/refresh', { refreshToken: 'made-up-token' })).status).toBe(400);
    expect((await post('/api/auth/refresh', {})).status).toBe(400);
  });

  it('stores refresh tokens only as hashes', async () => {
    const pair = await bodyOf(
      await post('/api/auth/login', { email: 'eleni@example.com', password: 'new-mantinades' }),
    );
    const rows = await server.database.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.hash === pair.refresh_token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
  });

  it("moves a visitor's favourites, follows, notifications and settings to the account at login", async () => {
    const db = server.database.db;
    const device = 'visitor-phone-0001';
    const event = await createEvent(db);
    const artist = await createArtist(db);
    const venue = await createLocation(db);
    await favorite(db, event.id, device);
    await follow(db, { artistId: artist.id }, device);
    await follow(db, { locationId: venue.id }, device);
    await notify(db, device, { title: 'Νέο γλέντι στα Χανιά' });
    await server.request('/api/public/settings', {
      ...json('PUT', { email: false, language: 'en' }),
      device,
    });

    const login = await post(
      '/api/auth/login',
      { email: 'eleni@example.com', password: 'new-mantinades' },
      { device },
    );
    expect(login.status).toBe(200);
    const [user] = await db.select().from(users).where(eq(users.email, 'eleni@example.com'));
    const mine = <T extends { userId: string | null; deviceId: string | null }>(rows: T[]) =>
      rows.map((row) => [row.userId, row.deviceId]);
    expect(mine(await db.select().from(favorites).where(eq(favorites.eventId, event.id)))).toEqual([
      [user!.id, null],
    ]);
    expect(mine(await db.select().from(follows).where(eq(follows.userId, user!.id)))).toHaveLength(2);
    expect(await db.select().from(follows).where(eq(follows.deviceId, device))).toEqual([]);
    expect(mine(await db.select().from(notifications).where(eq(notifications.userId, user!.id)))).toEqual([
      [user!.id, null],
    ]);
    const [saved] = await db.select().from(settings).where(eq(settings.userId, user!.id));
    expect(saved).toMatchObject({ email: false, language: 'en' });

    // Logging in again from another visitor device that saved the same event keeps one favourite.
    await favorite(db, event.id, 'visitor-tablet-0002');
    await post(
      '/api/auth/login',
      { email: 'eleni@example.com', password: 'new-mantinades' },
      { device: 'visitor-tablet-0002' },
    );
    expect(await db.select().from(favorites).where(eq(favorites.eventId, event.id))).toHaveLength(1);
  });
});

describe('sign-in rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { authRateLimit: 3 });
  });
  afterAll(async () => server?.close());

  it('answers 429 past the per-minute limit of an address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await server.request(
        '/api/auth/login',
        json('POST', { email: 'x@example.com', password: 'whatever-1' }),
      );
      statuses.push(response.status);
      if (response.status === 429)
        expect((await bodyOf(response)).messages.el).toMatch(/Πάρα πολλά αιτήματα/);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe.each(testRedisUrls())('sign-in rate limits shared through Redis (%s)', (redisUrl) => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    // Two processes of one deployment: their own memory, one Redis. A fresh prefix per run.
    const redis = { url: redisUrl, prefix: `glentia-test-${randomUUID()}:` };
    first = await startTestServer('pglite', { authRateLimit: 3, redis });
    second = await startTestServer('pglite', { authRateLimit: 3, redis });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts an address across server processes', async () => {
    const login = (server: TestServer) =>
      server.request('/api/auth/login', json('POST', { email: 'y@example.com', password: 'whatever-1' }));
    const statuses = [
      (await login(first)).status,
      (await login(second)).status,
      (await login(first)).status,
      (await login(second)).status,
    ];
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('serves requests when Redis cannot be reached, rather than refusing everyone', async () => {
    const offline = await startTestServer('pglite', {
      authRateLimit: 3,
      redis: { url: 'redis://127.0.0.1:1', prefix: 'glentia-test:' },
    });
    try {
      const response = await offline.request(
        '/api/auth/login',
        json('POST', { email: 'z@example.com', password: 'whatever-1' }),
      );
      expect(response.status).toBe(401);
    } finally {
      await offline.close();
    }
  });
});

describe('repeated failed logins for one address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { authRateLimit: 1000 });
  });
  afterAll(async () => server?.close());

  it('lock that address for a while, even with the right password', async () => {
    const db = server.database.db;
    const { hashPassword } = await import('../../src/lib/password.ts');
    await db.insert(users).values({
      email: 'kostas@example.com',
      username: 'kostas',
      passwordHash: await hashPassword('right-password'),
      emailVerifiedAt: new Date(),
    });
    for (let i = 0; i < 10; i++) {
      const response = await server.request(
        '/api/auth/login',
        json('POST', { email: 'kostas@example.com', password: `wrong-${i}-xx` }),
      );
      expect(response.status).toBe(401);
    }
    const locked = await server.request(
      '/api/auth/login',
      json('POST', { email: 'kostas@example.com', password: 'right-password' }),
    );
    expect(locked.status).toBe(429);
    expect((await bodyOf(locked)).code).toBe('TOO_MANY_ATTEMPTS');
  });
});
