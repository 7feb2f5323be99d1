import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../src/db/schema.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';
import { bodyOf, claimsOf, json, signIn } from '../support/accounts.ts';
import { CookieClient, readForm } from '../support/browser-like.ts';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider.ts';

const PUBLIC_URL = 'http://glentia.test';
const HOME = `${PUBLIC_URL}/home`;

describe.each(testDatabases())('Google and Apple sign-in against a real OpenID provider on %s', (kind) => {
  let provider: TestOidcProvider;
  let server: TestServer;

  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [HOME] });
    const client = {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
    };
    server = await startTestServer(kind, {
      publicUrl: PUBLIC_URL,
      socialProviders: [
        { name: 'google', ...client },
        { name: 'apple', ...client },
      ],
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  /** The browser's trip: Glentia's start → provider sign-in page → back to /home with a code. */
  async function signInAtProvider(browser: CookieClient, name: 'google' | 'apple', email: string) {
    const start = await browser.fetch(`${server.baseUrl}/api/auth/social/${name}/start`);
    expect(start.status).toBe(302);
    const authorizeUrl = new URL(start.headers.get('location')!);
    expect(authorizeUrl.origin).toBe(provider.issuer);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(HOME);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(browser.get('glentia_oidc')).toBeTruthy();

    const { url: loginPage, response } = await browser.follow(authorizeUrl.href);
    expect(loginPage.pathname).toMatch(/^\/interaction\//);
    const form = readForm(await response!.text());
    const submitted = await browser.fetch(new URL(form.action, loginPage), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }),
    });
    const back = await browser.follow(new URL(submitted.headers.get('location')!, loginPage).href, (url) =>
      url.href.startsWith(HOME),
    );
    if (name === 'google') return back.url;
    // Apple answers with a form that the browser posts to /home; Glentia turns it into GET /home?code=…
    const post = readForm(await back.response!.text());
    expect(post.action).toBe(HOME);
    const bridged = await fetch(`${server.baseUrl}/home`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(post.fields),
      redirect: 'manual',
    });
    expect(bridged.status).toBe(303);
    return new URL(bridged.headers.get('location')!, PUBLIC_URL);
  }

  /** What the app does on /home: hands the code to Glentia with the cookie from the start. */
  function exchange(browser: CookieClient, returned: URL, device = 'phone-of-eleni-01') {
    const query = new URLSearchParams({ origin: HOME });
    for (const key of ['code', 'state', 'session_state', 'iss']) {
      const value = returned.searchParams.get(key);
      if (value) query.set(key, value);
    }
    return browser.fetch(`${server.baseUrl}/api/auth/social-login?${query}`, {
      headers: { 'x-device-id': device },
    });
  }

  it('lists the configured providers', async () => {
    expect(await bodyOf(await server.request('/api/auth/providers'))).toEqual({
      providers: ['apple', 'google'],
    });
  });

  it('signs a newcomer up as pending, then completes the registration with a username', async () => {
    provider.addAccount({ email: 'eleni@gmail.test', givenName: 'Ελένη', familyName: 'Μαρκάκη' });
    const browser = new CookieClient();
    const returned = await signInAtProvider(browser, 'google', 'eleni@gmail.test');
    expect(returned.searchParams.get('code')).toBeTruthy();

    const response = await exchange(browser, returned);
    expect(response.status).toBe(200);
    expect(browser.get('glentia_oidc')).toBeUndefined();
    const pending = await bodyOf(response);
    expect(claimsOf(pending.access_token)).toMatchObject({
      email: 'eleni@gmail.test',
      given_name: 'Ελένη',
      family_name: 'Μαρκάκη',
      realm_access: { roles: [] },
    });
    const headers = { authorization: `Bearer ${pending.access_token}` };
    // Not a user yet: user-only calls refuse until a username is chosen.
    const refused = await server.request('/api/me/profile', { headers });
    expect(refused.status).toBe(403);
    expect((await bodyOf(refused)).code).toBe('REGISTRATION_INCOMPLETE');

    const complete = await server.request(
      '/api/me/complete-registration',
      json('POST', { username: 'eleni_m', firstname: 'Ελένη', lastname: 'Μαρκάκη' }, headers),
    );
    expect(complete.status).toBe(200);
    const full = await bodyOf(complete);
    expect(claimsOf(full.access_token)).toMatchObject({
      preferred_username: 'eleni_m',
      realm_access: { roles: ['user'] },
    });
    const profile = await server.request('/api/me/profile', {
      headers: { authorization: `Bearer ${full.access_token}` },
    });
    expect(await bodyOf(profile)).toEqual({
      email: 'eleni@gmail.test',
      username: 'eleni_m',
      firstname: 'Ελένη',
      lastname: 'Μαρκάκη',
      hasPassword: false,
    });
    // Completing twice is refused.
    const again = await server.request(
      '/api/me/complete-registration',
      json('POST', { username: 'eleni_again' }, { authorization: `Bearer ${full.access_token}` }),
    );
    expect(again.status).toBe(409);

    // The next sign-in finds the same account, already complete.
    const second = new CookieClient();
    const next = await bodyOf(
      await exchange(second, await signInAtProvider(second, 'google', 'eleni@gmail.test')),
    );
    expect(claimsOf(next.access_token)).toMatchObject({
      sub: claimsOf(full.access_token).sub,
      realm_access: { roles: ['user'] },
    });
  });

  it('links a verified address to the e-mail account that already has it, also by Apple', async () => {
    const existing = await signIn(server, { email: 'nikos@example.com', username: 'nikos' });
    const browser = new CookieClient();
    const response = await exchange(browser, await signInAtProvider(browser, 'apple', 'nikos@example.com'));
    expect(response.status).toBe(200);
    const claims = claimsOf((await bodyOf(response)).access_token);
    expect(claims).toMatchObject({
      sub: existing.user.id,
      preferred_username: 'nikos',
      realm_access: { roles: ['user'] },
    });
    const links = await server.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, existing.user.id));
    expect(links.map((link) => link.provider)).toEqual(['apple']);
  });

  it('refuses to link an address the provider has not verified', async () => {
    await signIn(server, { email: 'maria@example.com', username: 'maria_k' });
    provider.addAccount({ email: 'maria@example.com', emailVerified: false });
    const browser = new CookieClient();
    const response = await exchange(browser, await signInAtProvider(browser, 'google', 'maria@example.com'));
    expect(response.status).toBe(409);
    expect((await bodyOf(response)).code).toBe('EMAIL_IN_USE');
  });

  it('fails without the start cookie, with another state, for another origin, and for a used code', async () => {
    provider.addAccount({ email: 'giorgis@gmail.test' });
    const browser = new CookieClient();
    const returned = await signInAtProvider(browser, 'google', 'giorgis@gmail.test');
    const query = (changes: Record<string, string>) => {
      const params = new URLSearchParams({
        origin: HOME,
        code: returned.searchParams.get('code')!,
        state: returned.searchParams.get('state')!,
      });
      const iss = returned.searchParams.get('iss');
      if (iss) params.set('iss', iss);
      for (const [key, value] of Object.entries(changes)) params.set(key, value);
      return `${server.baseUrl}/api/auth/social-login?${params}`;
    };
    const cookie = { cookie: browser.cookieHeader() };
    expect((await fetch(query({}))).status).toBe(400);
    expect((await fetch(query({ state: 'forged-state' }), { headers: cookie })).status).toBe(400);
    expect((await fetch(query({ origin: 'http://evil.test/home' }), { headers: cookie })).status).toBe(400);
    expect((await fetch(query({}), { headers: cookie })).status).toBe(200);
    expect((await fetch(query({}), { headers: cookie })).status).toBe(400);
    const [user] = await server.database.db.select().from(users).where(eq(users.email, 'giorgis@gmail.test'));
    expect(user?.status).toBe('pending');
  });

  it('answers 404 for a provider that is not configured', async () => {
    const bare = await startTestServer('pglite');
    try {
      expect(await bodyOf(await bare.request('/api/auth/providers'))).toEqual({ providers: [] });
      expect(
        (await fetch(`${bare.baseUrl}/api/auth/social/google/start`, { redirect: 'manual' })).status,
      ).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
