/**
 * Artists' Spotify data (SPEC §6) against a local server speaking Spotify's wire format: the
 * client-credentials token, the artist and their albums. Saving an id in the admin keeps what is
 * stored and queues a fetch; the daily refresh fetches every artist with an id; without
 * credentials the admin is told why there is no data.
 */
import type { TAdminArtist, TArtist } from '@glentia/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artists } from '../../src/db/schema.ts';
import { JOB_KINDS } from '../../src/modules/jobs/job-kinds.ts';
import { insertJob } from '../../src/modules/jobs/jobs.repository.ts';
import { json, makeCaller, startContributeServer, type TestCaller } from '../contribute.ts';
import { createArtist } from '../factories.ts';
import { settleJobs, type TestServer, testDatabases } from '../helper.ts';
import { type LocalService, sendJson, startLocalService } from '../local-service.ts';

const CLIENT = { id: 'glentia-client', secret: 'glentia-secret' };
const KNOWN = '4Z8W4fKeB5YxbusRsdQVPb';
const OTHER = '1vCWHaC5f2uS3yhpwWbIA6';

/** Spotify's answers, as its Web API sends them (trimmed to what Glentia reads, plus noise). */
function spotifyArtist(id: string, followers: number) {
  return {
    id,
    name: `Λυράρης ${id.slice(0, 4)}`,
    type: 'artist',
    uri: `spotify:artist:${id}`,
    genres: ['cretan folk'],
    popularity: 41,
    followers: { href: null, total: followers },
    images: [{ url: `https://i.scdn.co/image/${id}`, width: 640, height: 640 }],
    external_urls: { spotify: `https://open.spotify.com/artist/${id}` },
  };
}

describe.each(testDatabases())('Spotify (%s)', (kind) => {
  let spotify: LocalService;
  let server: TestServer;
  let bare: TestServer;
  let admin: TestCaller;
  let bareAdmin: TestCaller;
  let followers = 1200;
  const tokens: string[] = [];

  beforeAll(async () => {
    spotify = await startLocalService((url, request, response) => {
      if (request.method === 'POST' && url.pathname === '/api/token') {
        const basic = Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64');
        let body = '';
        request.on('data', (chunk) => {
          body += chunk;
        });
        request.on('end', () => {
          if (
            request.headers.authorization !== `Basic ${basic}` ||
            body !== 'grant_type=client_credentials'
          ) {
            sendJson(response, 400, { error: 'invalid_client' });
            return;
          }
          const token = `token-${tokens.length + 1}`;
          tokens.push(token);
          sendJson(response, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
        });
        return;
      }
      if (!tokens.includes(String(request.headers.authorization).replace('Bearer ', ''))) {
        sendJson(response, 401, { error: { status: 401, message: 'Invalid access token' } });
        return;
      }
      const match = /^\/v1\/artists\/([^/]+)(\/albums)?$/.exec(url.pathname);
      if (!match || (match[1] !== KNOWN && match[1] !== OTHER)) {
        sendJson(response, 404, { error: { status: 404, message: 'Resource not found' } });
        return;
      }
      if (match[2]) {
        sendJson(response, 200, {
          href: url.href,
          limit: 20,
          total: 1,
          items: [
            {
              id: `album-${match[1]}`,
              name: 'Μαντινάδες',
              album_type: 'album',
              release_date: '2019-05-01',
              images: [{ url: 'https://i.scdn.co/image/album', width: 300, height: 300 }],
              external_urls: { spotify: 'https://open.spotify.com/album/x' },
              artists: [],
            },
          ],
        });
        return;
      }
      sendJson(response, 200, spotifyArtist(match[1]!, followers));
    });
    server = await startContributeServer(kind, {
      config: {
        spotify: {
          clientId: CLIENT.id,
          clientSecret: CLIENT.secret,
          apiUrl: `${spotify.url}/v1`,
          accountsUrl: spotify.url,
        },
      },
    });
    bare = await startContributeServer(kind);
    admin = await makeCaller(server, 'admin');
    bareAdmin = await makeCaller(bare, 'admin');
  });
  afterAll(async () => {
    await server?.close();
    await bare?.close();
    await spotify?.close();
  });

  const save = (target: TestServer, caller: TestCaller, body: Record<string, unknown>) =>
    target.request('/api/admin/artist', {
      method: 'PUT',
      headers: { ...caller.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('fetches followers, popularity, images and albums once an admin saves a Spotify id', async () => {
    const artist = await createArtist(server.database.db, { name: 'Γιώργης' });
    const saved = await json<TAdminArtist>(
      save(server, admin, { id: artist.id, name: 'Γιώργης', spotifyId: KNOWN, igProfile: null }),
    );
    expect(saved).toMatchObject({ spotifyId: KNOWN, spotifyStatus: 'WAITING' });

    await settleJobs(server);
    const shown = await json<TArtist>(server.request(`/api/public/artist/${artist.id}`));
    expect(shown.spotifyArtist).toMatchObject({
      id: KNOWN,
      followers: { total: 1200 },
      popularity: 41,
      images: [{ url: `https://i.scdn.co/image/${KNOWN}`, width: 640, height: 640 }],
      external_urls: { spotify: `https://open.spotify.com/artist/${KNOWN}` },
    });
    expect(shown.spotifyAlbums?.items).toEqual([
      expect.objectContaining({ id: `album-${KNOWN}`, name: 'Μαντινάδες', album_type: 'album' }),
    ]);
    const admins = await json<TAdminArtist[]>(
      server.request('/api/admin/artist', { headers: admin.headers }),
    );
    expect(admins.find((one) => one.id === artist.id)?.spotifyStatus).toBe('FETCHED');

    // Saving again (a new name, the same id) keeps the stored data.
    const again = await json<TAdminArtist>(
      save(server, admin, { id: artist.id, name: 'Γιώργης Λ.', spotifyId: KNOWN, igProfile: null }),
    );
    expect(again.spotifyArtist?.followers.total).toBe(1200);
  });

  it('refreshes every artist with an id on the daily job, with one token for many calls', async () => {
    const artist = await createArtist(server.database.db, {
      name: 'Μαρία',
      spotifyId: OTHER,
      igProfile: null,
    });
    followers = 1500;
    const before = tokens.length;
    await insertJob(server.database.db, { kind: JOB_KINDS.spotifyRefresh, payload: {} });
    await settleJobs(server);
    const [row] = await server.database.db.select().from(artists).where(eq(artists.id, artist.id));
    expect(row?.spotifyArtist?.followers.total).toBe(1500);
    expect(tokens.length - before).toBeLessThanOrEqual(1);
  });

  it('leaves an artist as it was when Spotify does not know the id', async () => {
    const artist = await createArtist(server.database.db, { name: 'Άγνωστος' });
    const saved = await save(server, admin, {
      id: artist.id,
      name: 'Άγνωστος',
      spotifyId: '0000000000000000000000',
      igProfile: null,
    });
    expect(saved.status).toBe(200);
    await settleJobs(server);
    const [row] = await server.database.db.select().from(artists).where(eq(artists.id, artist.id));
    expect(row?.spotifyArtist).toBeNull();
  });

  it('tells the admin there are no Spotify credentials, and keeps stored data when an id is saved', async () => {
    const stored = spotifyArtist(KNOWN, 900);
    const artist = await createArtist(bare.database.db, {
      name: 'Νίκος',
      spotifyId: KNOWN,
      spotifyArtist: { name: stored.name, followers: { total: 900 }, external_urls: stored.external_urls },
    });
    const fresh = await createArtist(bare.database.db, { name: 'Κώστας' });
    const saved = await json<TAdminArtist>(
      save(bare, bareAdmin, { id: fresh.id, name: 'Κώστας', spotifyId: OTHER, igProfile: null }),
    );
    expect(saved.spotifyStatus).toBe('NOT_CONFIGURED');

    const changed = await json<TAdminArtist>(
      save(bare, bareAdmin, { id: artist.id, name: 'Νίκος', spotifyId: OTHER, igProfile: null }),
    );
    expect(changed.spotifyArtist?.followers.total).toBe(900);
    expect(changed.spotifyStatus).toBe('FETCHED');
  });
});
