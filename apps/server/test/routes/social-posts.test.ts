import {
  addDays,
  type TImportResult,
  type TSocialPost,
  type TSocialRefreshResult,
  todayInAthens,
} from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, json, makeCaller, startContributeServer, type TestCaller } from '../contribute.ts';
import { createArtist, createLocation } from '../factories.ts';
import { type TestServer, testDatabases } from '../helper.ts';
import { makePhoto } from '../images.ts';
import { type LocalService, sendJson, startLocalService } from '../local-service.ts';

const TOKEN = 'test-token';
const OUR_ACCOUNT = '17841400000000000';

describe.each(testDatabases())('Instagram posts (%s)', (kind) => {
  let graph: LocalService;
  let server: TestServer;
  let unconfigured: TestServer;
  let admin: TestCaller;
  let venueId: string;
  let artistId: string;
  let picture: Buffer;
  const recent = new Date(Date.now() - 2 * 86_400_000).toISOString();
  const old = new Date(Date.now() - 90 * 86_400_000).toISOString();
  const nightOut = addDays(todayInAthens(), 5);
  const [, month, day] = nightOut.split('-').map(Number);

  beforeAll(async () => {
    picture = await makePhoto(1080, 1350);
    graph = await startLocalService((url, _request, response) => {
      if (url.pathname === '/media/poster.jpg') {
        return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture);
      }
      if (url.pathname !== `/v21.0/${OUR_ACCOUNT}` || url.searchParams.get('access_token') !== TOKEN) {
        return sendJson(response, 400, { error: { message: 'Invalid OAuth access token', code: 190 } });
      }
      const username = /business_discovery\.username\(([^)]+)\)/.exec(
        url.searchParams.get('fields') ?? '',
      )?.[1];
      if (username === 'kentro.armos') {
        return sendJson(response, 200, {
          business_discovery: {
            media: {
              data: [
                {
                  id: '1801',
                  caption: `Σάββατο ${day}/${month} στις 22:00 γλέντι με λύρα!\nΚρατήσεις στο τηλέφωνο.`,
                  media_type: 'IMAGE',
                  media_url: `${graph.url}/media/poster.jpg`,
                  permalink: 'https://www.instagram.com/p/AAA/',
                  timestamp: recent,
                },
                {
                  id: '1802',
                  caption: 'Βίντεο',
                  media_type: 'VIDEO',
                  media_url: `${graph.url}/v.mp4`,
                  timestamp: recent,
                },
                {
                  id: '1803',
                  caption: 'Παλιό',
                  media_type: 'IMAGE',
                  media_url: `${graph.url}/o.jpg`,
                  timestamp: old,
                },
              ],
            },
            id: '17841400000000001',
          },
          id: OUR_ACCOUNT,
        });
      }
      if (username === 'lyra.player') {
        return sendJson(response, 200, {
          business_discovery: {
            media: {
              data: [
                {
                  id: '1901',
                  caption: 'Ευχαριστώ για απόψε!',
                  media_type: 'CAROUSEL_ALBUM',
                  media_url: `${graph.url}/c.jpg`,
                  timestamp: recent,
                },
              ],
            },
          },
        });
      }
      return sendJson(response, 400, {
        error: { message: 'Invalid user id', type: 'OAuthException', code: 110, error_subcode: 2207013 },
      });
    });
    const instagram = { token: TOKEN, userId: OUR_ACCOUNT, graphUrl: `${graph.url}/v21.0` };
    server = await startContributeServer(kind, {
      config: { instagram },
      fetchOptions: { testLoopbackPorts: [graph.port] },
    });
    unconfigured = await startContributeServer(kind);
    admin = await makeCaller(server, 'admin');
    venueId = (
      await createLocation(server.database.db, {
        name: 'Κέντρο Αρμός',
        igProfile: { username: 'kentro.armos' },
      })
    ).id;
    artistId = (
      await createArtist(server.database.db, { name: 'Λυράρης', igProfile: { username: 'lyra.player' } })
    ).id;
    await createArtist(server.database.db, { name: 'Ιδιωτικός', igProfile: { username: 'private.one' } });
    await createArtist(server.database.db, { name: 'Χωρίς Instagram' });
  });
  afterAll(async () => {
    await server?.close();
    await unconfigured?.close();
    await graph?.close();
  });

  const get = (path: string, caller: TestCaller | null = admin, target = server) =>
    target.request(path, { headers: caller?.headers ?? {} });
  const send = (path: string, caller: TestCaller = admin) =>
    server.request(path, { method: 'POST', headers: caller.headers });

  it('fetches new image posts of every profile with a username, once', async () => {
    const result = await json<TSocialRefreshResult>(get('/api/admin/instagram-posts/refresh'));
    expect(result).toEqual({
      profiles: 3,
      added: 2,
      failed: [{ username: 'private.one', message: 'Invalid user id' }],
    });
    const asked = graph.requests.find((url) => url.searchParams.get('fields')?.includes('kentro.armos'))!;
    expect(asked.searchParams.get('fields')).toBe(
      'business_discovery.username(kentro.armos){media{id,caption,media_type,media_url,permalink,timestamp}}',
    );
    const again = await json<TSocialRefreshResult>(get('/api/admin/instagram-posts/refresh'));
    expect(again.added).toBe(0);

    const posts = await json<TSocialPost[]>(get('/api/admin/instagram-posts'));
    expect(posts.map((post) => post.externalId).sort()).toEqual(['1801', '1901']);
    expect(posts.find((post) => post.externalId === '1801')).toMatchObject({
      status: 'NEW',
      username: 'kentro.armos',
      location: { id: venueId, name: 'Κέντρο Αρμός' },
      artist: null,
      permalink: 'https://www.instagram.com/p/AAA/',
    });
  });

  it('accepts a post as a draft event: poster, venue and the date from the caption', async () => {
    const posts = await json<TSocialPost[]>(get('/api/admin/instagram-posts'));
    const post = posts.find((item) => item.externalId === '1801')!;
    const response = await send(`/api/admin/instagram-posts/${post.id}/accept`);
    expect(response.status).toBe(200);
    const draft = await json<TImportResult>(response);
    expect(draft.source).toBe('instagram');
    expect(draft.glenti).toMatchObject({
      date: nightOut,
      time: '22:00',
      published: false,
      location: { id: venueId },
      imageWidth: 1080,
      imageHeight: 1350,
      title: `Σάββατο ${day}/${month} στις 22:00 γλέντι με λύρα!`,
    });
    expect(draft.missing).toEqual(['artists']);
    const accepted = await json<TSocialPost[]>(get('/api/admin/instagram-posts?status=ACCEPTED'));
    expect(accepted).toEqual([expect.objectContaining({ id: post.id, eventId: draft.draftId })]);
    expect((await errorBody(send(`/api/admin/instagram-posts/${post.id}/accept`))).code).toBe(
      'SOCIAL_POST_DECIDED',
    );
  });

  it('rejects a post', async () => {
    const [post] = await json<TSocialPost[]>(get('/api/admin/instagram-posts'));
    expect(post!.artist).toEqual({ id: artistId, name: 'Λυράρης' });
    const rejected = await json<TSocialPost>(send(`/api/admin/instagram-posts/${post!.id}/reject`));
    expect(rejected.status).toBe('REJECTED');
    expect(await json<TSocialPost[]>(get('/api/admin/instagram-posts'))).toEqual([]);
  });

  it('says when Instagram is not set up, and is for admins only', async () => {
    const other = await makeCaller(unconfigured, 'admin');
    const response = await get('/api/admin/instagram-posts/refresh', other, unconfigured);
    expect(response.status).toBe(409);
    expect((await errorBody(response)).code).toBe('INSTAGRAM_NOT_CONFIGURED');
    const maria = await makeCaller(server, 'user');
    expect((await get('/api/admin/instagram-posts', maria)).status).toBe(403);
    expect((await get('/api/admin/instagram-posts/refresh', null)).status).toBe(401);
  });
});
