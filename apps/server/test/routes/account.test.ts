import { DELETED_USER_MARKER } from '@glentia/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, events, favorites, users } from '../../src/db/schema.ts';
import { createEvent, createLocation, favorite } from '../factories.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';
import { bearer, bodyOf, json, signIn } from '../support/accounts.ts';

describe.each(testDatabases())('your account on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { authRateLimit: 1000 });
  });
  afterAll(async () => server?.close());

  const refresh = (refreshToken: string) =>
    server.request('/api/auth/refresh', json('POST', { refreshToken }));

  it('reads and saves the profile; a new username follows the person to their events', async () => {
    const me = await signIn(server, {
      email: 'stelios@example.com',
      username: 'stelios',
      firstName: 'Στέλιος',
    });
    const own = await createEvent(server.database.db, { ownerId: me.user.id, publishedFrom: 'stelios' });
    expect(await bodyOf(await server.request('/api/me/profile', { headers: me.headers }))).toEqual({
      email: 'stelios@example.com',
      username: 'stelios',
      firstname: 'Στέλιος',
      lastname: null,
      hasPassword: false,
    });
    const saved = await server.request(
      '/api/me/profile',
      json('PUT', { username: 'Stelios_K', firstname: 'Στέλιος', lastname: 'Κ.' }, me.headers),
    );
    expect(saved.status).toBe(200);
    expect(await bodyOf(saved)).toMatchObject({ username: 'Stelios_K', lastname: 'Κ.' });
    const [event] = await server.database.db.select().from(events).where(eq(events.id, own.id));
    expect(event?.publishedFrom).toBe('Stelios_K');

    await signIn(server, { username: 'anna' });
    const taken = await server.request('/api/me/profile', json('PUT', { username: 'ANNA' }, me.headers));
    expect(taken.status).toBe(409);
    expect((await bodyOf(taken)).messages.el).toBe('Αυτό το όνομα χρήστη χρησιμοποιείται ήδη.');
    expect((await server.request('/api/me/profile', json('PUT', { username: 'x' }, me.headers))).status).toBe(
      400,
    );
  });

  it('changes the password, ending the other sessions but not this one', async () => {
    const me = await signIn(server, { email: 'irini@example.com', password: 'old-password' });
    const other = (await (
      await server.request(
        '/api/auth/login',
        json('POST', { email: 'irini@example.com', password: 'old-password' }),
      )
    ).json()) as { refresh_token: string };
    const changed = await server.request(
      '/api/me/update-password',
      json('PUT', { currentPassword: 'old-password', password: 'new-password' }, me.headers),
    );
    expect(changed.status).toBe(204);
    expect((await refresh(other.refresh_token)).status).toBe(400);
    expect((await refresh(me.tokens.refresh_token)).status).toBe(200);
    const login = await server.request(
      '/api/auth/login',
      json('POST', { email: 'irini@example.com', password: 'new-password' }),
    );
    expect(login.status).toBe(200);
    expect(
      (
        await server.request(
          '/api/me/update-password',
          json('PUT', { currentPassword: 'new-password', password: '' }, me.headers),
        )
      ).status,
    ).toBe(400);
  });

  it('logs out: the refresh token stops working and the device is no longer the account’s', async () => {
    const me = await signIn(server);
    const device = 'logout-phone-0001';
    await server.database.db.insert(devices).values({ id: device, userId: me.user.id });
    const out = await server.request('/api/me/logout', { method: 'POST', headers: me.headers, device });
    expect(out.status).toBe(204);
    expect((await refresh(me.tokens.refresh_token)).status).toBe(400);
    const [row] = await server.database.db.select().from(devices).where(eq(devices.id, device));
    expect(row?.userId).toBeNull();
  });

  it('deletes the account and its personal data; published events stay, from a deleted user', async () => {
    const db = server.database.db;
    const me = await signIn(server, {
      username: 'leaving',
      email: 'leaving@example.com',
      password: 'leaving-now',
    });
    const own = await createEvent(db, { ownerId: me.user.id, publishedFrom: 'leaving' });
    await db.insert(favorites).values({ eventId: own.id, userId: me.user.id });
    const gone = await server.request(
      '/api/me/delete-account',
      json('DELETE', { password: 'leaving-now' }, me.headers),
    );
    expect(gone.status).toBe(204);
    expect(await db.select().from(users).where(eq(users.id, me.user.id))).toEqual([]);
    expect(await db.select().from(favorites).where(eq(favorites.eventId, own.id))).toEqual([]);
    const [event] = await db.select().from(events).where(eq(events.id, own.id));
    expect(event).toMatchObject({ ownerId: null, publishedFrom: DELETED_USER_MARKER, published: true });
    // The still-unexpired access token no longer works, nor does the refresh token.
    expect((await server.request('/api/me/profile', { headers: me.headers })).status).toBe(401);
    expect((await refresh(me.tokens.refresh_token)).status).toBe(400);
    // And the address is free for a new account.
    const again = await server.request(
      '/api/auth/register',
      json('POST', { email: 'leaving@example.com', password: 'a-new-start', username: 'leaving' }),
    );
    expect(again.status).toBe(202);
  });

  it('keeps settings by device for visitors and by account for users', async () => {
    const device = 'settings-phone-001';
    const read = (headers: Record<string, string> = {}) =>
      server.request('/api/public/settings', { headers, device });
    expect(await bodyOf(await read())).toEqual({
      email: true,
      pushNotification: true,
      language: 'el',
      darkTheme: null,
      digest: 'off',
    });
    const put = await server.request('/api/public/settings', {
      ...json('PUT', { pushNotification: false, darkTheme: true }),
      device,
    });
    expect(await bodyOf(put)).toEqual({
      email: true,
      pushNotification: false,
      language: 'el',
      darkTheme: true,
      digest: 'off',
    });

    const me = await signIn(server);
    expect(await bodyOf(await read(me.headers))).toMatchObject({ pushNotification: true });
    await server.request('/api/public/settings', {
      ...json('PUT', { email: false, language: 'en' }, me.headers),
      device,
    });
    expect(await bodyOf(await read(me.headers))).toEqual({
      email: false,
      pushNotification: true,
      language: 'en',
      darkTheme: null,
      digest: 'off',
    });
    expect(await bodyOf(await read())).toMatchObject({ pushNotification: false, language: 'el' });

    expect(
      (await server.request('/api/public/settings', { ...json('PUT', { language: 'fr' }), device })).status,
    ).toBe(400);
    expect((await server.request('/api/public/settings', { device: null })).status).toBe(400);
    // A token that is no longer valid is refused rather than quietly treated as a visitor.
    expect((await read(bearer('not.a.token'))).status).toBe(401);
  });
});

describe.each(testDatabases())('admin users and the partner page on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it('lists and searches users, and changes their roles at once', async () => {
    const admin = await signIn(server, { username: 'boss', roles: ['admin', 'user'] });
    const venueOwner = await signIn(server, {
      username: 'taverna_kritiki',
      email: 'taverna@example.com',
      firstName: 'Μανώλης',
    });

    const all = await bodyOf(await server.request('/api/admin/users', { headers: admin.headers }));
    expect(all.total).toBe(2);
    expect(all.items.map((u: { username: string }) => u.username)).toEqual(['boss', 'taverna_kritiki']);
    expect(all.items[0]).not.toHaveProperty('passwordHash');

    const byEmail = await bodyOf(
      await server.request('/api/admin/users?search=TAVERNA@', { headers: admin.headers }),
    );
    expect(byEmail.items.map((u: { id: string }) => u.id)).toEqual([venueOwner.user.id]);
    const byName = await bodyOf(
      await server.request(`/api/admin/users?search=${encodeURIComponent('Μανώλ')}`, {
        headers: admin.headers,
      }),
    );
    expect(byName.items.map((u: { id: string }) => u.id)).toEqual([venueOwner.user.id]);

    expect((await server.request('/api/partner/overview', { headers: venueOwner.headers })).status).toBe(403);
    const promoted = await server.request(
      `/api/admin/users/${venueOwner.user.id}/roles`,
      json('PUT', { roles: ['partner'] }, admin.headers),
    );
    expect(promoted.status).toBe(200);
    expect((await bodyOf(promoted)).roles).toEqual(['partner', 'user']);
    // The same, still unexpired, token now opens the partner page.
    expect((await server.request('/api/partner/overview', { headers: venueOwner.headers })).status).toBe(200);

    const self = await server.request(
      `/api/admin/users/${admin.user.id}/roles`,
      json('PUT', { roles: ['user'] }, admin.headers),
    );
    expect(self.status).toBe(409);
    const missing = await server.request(
      '/api/admin/users/00000000-0000-4000-8000-000000000000/roles',
      json('PUT', { roles: [] }, admin.headers),
    );
    expect(missing.status).toBe(404);
    expect(
      (
        await server.request(
          `/api/admin/users/${venueOwner.user.id}/roles`,
          json('PUT', { roles: ['king'] }, admin.headers),
        )
      ).status,
    ).toBe(400);
  });

  it("shows a partner their venues' upcoming events with views and saves", async () => {
    const db = server.database.db;
    const partner = await signIn(server, { roles: ['partner', 'user'] });
    const venue = await createLocation(db, {
      name: 'Κέντρο Ερωφίλη',
      partnerId: partner.user.id,
      county: 'RETHYMNO',
    });
    const elsewhere = await createLocation(db);
    const soon = await createEvent(db, { locationId: venue.id, daysFromToday: 2, views: 40 });
    await createEvent(db, { locationId: venue.id, daysFromToday: -3, views: 100 });
    await createEvent(db, { locationId: elsewhere.id, daysFromToday: 1, views: 7 });
    await favorite(db, soon.id, 'fan-phone-000001');
    await favorite(db, soon.id, 'fan-phone-000002');

    const overview = await bodyOf(
      await server.request('/api/partner/overview', { headers: partner.headers }),
    );
    expect(overview.venues).toEqual([
      {
        id: venue.id,
        name: 'Κέντρο Ερωφίλη',
        county: 'RETHYMNO',
        upcoming: 1,
        past: 1,
        views: 140,
        favorites: 2,
      },
    ]);
    expect(overview.upcoming.map((e: { id: string; favorites: number }) => [e.id, e.favorites])).toEqual([
      [soon.id, 2],
    ]);
    expect(overview.totals).toEqual({ upcoming: 1, views: 140, favorites: 2 });
  });
});
