import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, createLocation } from '../factories.ts';
import { errorCode, startTestServer, type TestServer, testDatabases } from '../helper.ts';

describe.each(testDatabases())('follows of a visitor on %s', (kind) => {
  let server: TestServer;
  let venue: string;
  let artist: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    venue = (await createLocation(server.database.db, { name: 'Κέντρο Χανιά' })).id;
    artist = (await createArtist(server.database.db, { name: 'Νίκος Λύρα' })).id;
  });
  afterAll(async () => server?.close());

  const toggle = (id: string, device = 'follower-device-1') =>
    server.request(`/api/public/register-device/topic-uuid/${id}`, { method: 'POST', device });
  const topics = async (device = 'follower-device-1') =>
    (await server.request('/api/public/register-device/topic', { device })).json();
  const followers = async (id: string) =>
    (
      (await (await server.request(`/api/public/glentia/topic/${id}/followers`)).json()) as {
        followers: number;
      }
    ).followers;

  it('follows a venue and an artist, lists them, and counts followers', async () => {
    expect(await (await toggle(venue)).json()).toEqual({
      id: venue,
      kind: 'location',
      following: true,
      followers: 1,
    });
    expect(await (await toggle(artist)).json()).toEqual({
      id: artist,
      kind: 'artist',
      following: true,
      followers: 1,
    });
    await toggle(venue, 'follower-device-2');
    expect(await topics()).toEqual([venue, artist]);
    expect(await followers(venue)).toBe(2);
    expect(await followers(artist)).toBe(1);
  });

  it('unfollows on the second toggle and with DELETE, which is also fine when not following', async () => {
    expect(await (await toggle(artist)).json()).toMatchObject({ following: false, followers: 0 });
    const removed = await server.request(`/api/public/register-device/topic/${venue}`, {
      method: 'DELETE',
      device: 'follower-device-1',
    });
    expect(removed.status).toBe(204);
    const again = await server.request(`/api/public/register-device/topic/${venue}`, {
      method: 'DELETE',
      device: 'follower-device-1',
    });
    expect(again.status).toBe(204);
    expect(await topics()).toEqual([]);
    expect(await followers(venue)).toBe(1);
  });

  it('answers 404 for an id that is neither an artist nor a venue, 400 without a device', async () => {
    const unknown = await toggle('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(await errorCode(unknown)).toBe('TOPIC_NOT_FOUND');
    const deleted = await server.request(
      '/api/public/register-device/topic/00000000-0000-4000-8000-000000000000',
      {
        method: 'DELETE',
      },
    );
    expect(deleted.status).toBe(404);
    const anonymous = await server.request(`/api/public/register-device/topic-uuid/${venue}`, {
      method: 'POST',
      device: null,
    });
    expect(anonymous.status).toBe(400);
    expect((await server.request('/api/public/register-device/topic', { device: null })).status).toBe(400);
  });
});
