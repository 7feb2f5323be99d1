/**
 * Favourites, follows, the private feed's address and push registration are one route each: the
 * signed-in person's by account when a token is sent, a visitor's by device otherwise. A token that
 * is sent must be valid (401) and its sign-up finished (403), as the account's own routes ask.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createLocation } from '../factories.ts';
import { errorCode, startTestServer, type TestServer, testDatabases } from '../helper.ts';
import { bearer, json, type SignedIn, signIn } from '../support/accounts.ts';

describe.each(testDatabases())('your things when signed in, on %s', (kind) => {
  let server: TestServer;
  let person: SignedIn;
  let pending: SignedIn;
  let event: string;
  let venue: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.database;
    person = await signIn(server);
    pending = await signIn(server, { status: 'pending', username: `~pending~${randomUUID()}` });
    venue = (await createLocation(db, { name: 'Ταβέρνα Ρίζα' })).id;
    event = (await createEvent(db, { locationId: venue, daysFromToday: 3 })).id;
  });
  afterAll(async () => server?.close());

  const calls: Array<[string, (headers: Record<string, string>) => Promise<Response>]> = [
    ['GET favourites', (headers) => server.request('/api/public/glentia/favorites', { headers })],
    [
      'POST favourite',
      (headers) => server.request(`/api/public/glentia/${event}/favorite`, { method: 'POST', headers }),
    ],
    ['GET follows', (headers) => server.request('/api/public/register-device/topic', { headers })],
    [
      'POST follow',
      (headers) =>
        server.request(`/api/public/register-device/topic-uuid/${venue}`, { method: 'POST', headers }),
    ],
    [
      'DELETE follow',
      (headers) =>
        server.request(`/api/public/register-device/topic/${venue}`, { method: 'DELETE', headers }),
    ],
    ['GET private feed', (headers) => server.request('/api/public/feeds/private', { headers })],
    [
      'PUT private feed',
      (headers) => server.request('/api/public/feeds/private', { method: 'PUT', headers }),
    ],
    [
      'DELETE private feed',
      (headers) => server.request('/api/public/feeds/private', { method: 'DELETE', headers }),
    ],
    [
      'POST push registration',
      (headers) =>
        server.request(
          '/api/public/registerToken',
          json('POST', { token: 'fcm-token-0123456789', device: 'ANDROID' }, headers),
        ),
    ],
  ];

  it.each(calls)(
    '%s: 401 for a token that is not valid, 403 for an unfinished sign-up',
    async (_name, call) => {
      const forged = await call(bearer('not-a-token'));
      expect(forged.status).toBe(401);
      expect(await errorCode(forged)).toBe('TOKEN_INVALID');
      const unfinished = await call(pending.headers);
      expect(unfinished.status).toBe(403);
      expect(await errorCode(unfinished)).toBe('REGISTRATION_INCOMPLETE');
      expect((await call(person.headers)).status).toBeLessThan(300);
    },
  );

  it('keeps favourites and follows on the account, whichever device sends them', async () => {
    const person = await signIn(server);
    const saved = await server.request(`/api/public/glentia/${event}/favorite`, {
      method: 'POST',
      headers: person.headers,
      device: 'phone-of-the-person',
    });
    expect(await saved.json()).toMatchObject({ id: event, favorite: true });
    const followed = await server.request(`/api/public/register-device/topic-uuid/${venue}`, {
      method: 'POST',
      headers: person.headers,
      device: 'phone-of-the-person',
    });
    expect(await followed.json()).toMatchObject({ id: venue, following: true });

    const onLaptop = { headers: person.headers, device: 'laptop-of-the-person' };
    const favourites = (await (
      await server.request('/api/public/glentia/favorites', onLaptop)
    ).json()) as Array<{
      id: string;
    }>;
    expect(favourites.map((item) => item.id)).toEqual([event]);
    expect(await (await server.request('/api/public/register-device/topic', onLaptop)).json()).toEqual([
      venue,
    ]);

    // Without the token the phone is a visitor with nothing of its own.
    const asVisitor = { device: 'phone-of-the-person' };
    expect(await (await server.request('/api/public/glentia/favorites', asVisitor)).json()).toEqual([]);
    expect(await (await server.request('/api/public/register-device/topic', asVisitor)).json()).toEqual([]);
  });

  it('needs no device id from a signed-in person, except to register a device for pushes', async () => {
    const headers = person.headers;
    expect((await server.request('/api/public/glentia/favorites', { headers, device: null })).status).toBe(
      200,
    );
    expect(
      (await server.request('/api/public/register-device/topic', { headers, device: null })).status,
    ).toBe(200);
    const registered = await server.request('/api/public/registerToken', {
      ...json('POST', { token: 'fcm-token-0123456789', device: 'ANDROID' }, headers),
      device: null,
    });
    expect(registered.status).toBe(400);
    expect(await errorCode(registered)).toBe('DEVICE_REQUIRED');
  });
});
