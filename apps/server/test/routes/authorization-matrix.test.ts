/**
 * Every non-public endpoint, called as each kind of caller. The list of endpoints comes from the
 * route contract (every entry whose access is not public) and from the live app, so an endpoint
 * added without a row here fails this test; a row for an endpoint that no longer exists fails it too.
 */
import { randomUUID } from 'node:crypto';
import { addDays, contractRoutes, todayInAthens } from '@glentia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokens } from '../../src/modules/auth/access-tokens.ts';
import { startTestServer, type TestServer, testDatabases } from '../helper.ts';
import { bearer, json, type SignedIn, signIn } from '../support/accounts.ts';

/** Who calls: nobody, a forged token, a social sign-up without a username yet, then the roles. */
const CALLERS = ['visitor', 'forged', 'pending', 'user', 'owner', 'partner', 'artist', 'admin'] as const;
type CallerKind = (typeof CALLERS)[number];

/** Paths under these prefixes are not public: each needs a row. */
const PRIVATE_PREFIXES = ['/api/me/', '/api/v1/users/', '/api/admin/', '/api/partner/', '/api/artist/'];

interface CallContext {
  server: TestServer;
  kind: CallerKind;
  /** The caller's own fresh account (null for a visitor). */
  account: SignedIn | null;
  headers: Record<string, string>;
}

interface Row {
  /** `METHOD /path/:param`, exactly as the app defines it. */
  route: string;
  call: (ctx: CallContext) => Promise<Response>;
  /** Expected status per caller; `owner` only where owning the resource matters. */
  expect: Partial<Record<CallerKind, number>> & Record<Exclude<CallerKind, 'owner'>, number>;
}

const unique = () => randomUUID().slice(0, 8);
/** Every caller's account has this password (changing it and deleting the account ask for it). */
const PASSWORD = 'matrix-password';
const as = (ctx: CallContext, path: string, init: RequestInit = {}) =>
  ctx.server.request(path, {
    ...init,
    headers: { ...ctx.headers, ...(init.headers as Record<string, string>) },
  });

/** Anyone with a finished account; pending sign-ups are refused. */
const USERS = { visitor: 401, forged: 401, pending: 403, user: 200, partner: 200, artist: 200, admin: 200 };
/** Any account, also a pending one. */
const ACCOUNTS = {
  visitor: 401,
  forged: 401,
  pending: 204,
  user: 204,
  partner: 204,
  artist: 204,
  admin: 204,
};
const ADMINS = { visitor: 401, forged: 401, pending: 403, user: 403, partner: 403, artist: 403, admin: 200 };
const PARTNERS = {
  visitor: 401,
  forged: 401,
  pending: 403,
  user: 403,
  partner: 200,
  artist: 403,
  admin: 403,
};
/** An artist's own routes: the artist role only (an admin edits pages through the admin routes). */
const ARTISTS = { visitor: 401, forged: 401, pending: 403, user: 403, partner: 403, artist: 200, admin: 403 };
/** Writing events: any finished account. */
const WRITERS = USERS;
/** The same, past the check, on a request that then fails for what it asks (unknown id, empty form). */
const WRITERS_404 = { ...WRITERS, user: 404, partner: 404, artist: 404, admin: 404 };
const WRITERS_400 = { ...WRITERS, user: 400, partner: 400, artist: 400, admin: 400 };
/** Moderation and curation: admins only. */
const CURATORS = ADMINS;
const CURATORS_400 = { ...CURATORS, admin: 400 };
const CURATORS_404 = { ...CURATORS, admin: 404 };
/** Social posts cannot be fetched without an Instagram token configured. */
const CURATORS_409 = { ...CURATORS, admin: 409 };

const MATRIX: Row[] = [
  { route: 'GET /api/me/claims', call: (ctx) => as(ctx, '/api/me/claims'), expect: USERS },
  {
    route: 'POST /api/me/claims',
    call: (ctx) =>
      as(
        ctx,
        '/api/me/claims',
        json('POST', { kind: 'venue', targetId: randomUUID(), note: '', contact: '2810 1' }),
      ),
    expect: WRITERS_404,
  },
  {
    route: 'POST /api/me/claims/:id/confirm',
    call: (ctx) => as(ctx, `/api/me/claims/${randomUUID()}/confirm`, json('POST', { code: '123456' })),
    expect: WRITERS_404,
  },
  { route: 'GET /api/admin/claims', call: (ctx) => as(ctx, '/api/admin/claims'), expect: ADMINS },
  {
    route: 'POST /api/admin/claims/:id/decide',
    call: (ctx) => as(ctx, `/api/admin/claims/${randomUUID()}/decide`, json('POST', { approve: false })),
    expect: CURATORS_404,
  },
  { route: 'GET /api/me/profile', call: (ctx) => as(ctx, '/api/me/profile'), expect: USERS },
  {
    route: 'PUT /api/me/profile',
    call: (ctx) =>
      as(ctx, '/api/me/profile', json('PUT', { username: `name_${unique()}`, firstname: 'Άννα' })),
    expect: USERS,
  },
  {
    route: 'PUT /api/me/update-password',
    call: (ctx) =>
      as(
        ctx,
        '/api/me/update-password',
        json('PUT', { currentPassword: PASSWORD, password: 'a-new-password' }),
      ),
    expect: { ...USERS, user: 204, partner: 204, artist: 204, admin: 204 },
  },
  {
    route: 'POST /api/me/complete-registration',
    call: (ctx) => as(ctx, '/api/me/complete-registration', json('POST', { username: `new_${unique()}` })),
    // Only a pending sign-up has something to complete; finished accounts get 409.
    expect: { visitor: 401, forged: 401, pending: 200, user: 409, partner: 409, artist: 409, admin: 409 },
  },
  {
    route: 'POST /api/me/logout',
    call: (ctx) => as(ctx, '/api/me/logout', { method: 'POST' }),
    expect: ACCOUNTS,
  },
  {
    route: 'DELETE /api/me/delete-account',
    call: (ctx) => as(ctx, '/api/me/delete-account', json('DELETE', { password: PASSWORD })),
    expect: ACCOUNTS,
  },
  { route: 'GET /api/admin/users', call: (ctx) => as(ctx, '/api/admin/users?search=a'), expect: ADMINS },
  {
    route: 'PUT /api/admin/users/:id/roles',
    call: async (ctx) => {
      const target = await signIn(ctx.server);
      return as(ctx, `/api/admin/users/${target.user.id}/roles`, json('PUT', { roles: ['partner'] }));
    },
    expect: ADMINS,
  },
  { route: 'GET /api/partner/overview', call: (ctx) => as(ctx, '/api/partner/overview'), expect: PARTNERS },
  {
    route: 'GET /api/partner/glentia/:id/daily',
    call: (ctx) => as(ctx, `/api/partner/glentia/${randomUUID()}/daily`),
    expect: { ...PARTNERS, partner: 404 },
  },
  {
    route: 'GET /api/partner/glentia/pending',
    call: (ctx) => as(ctx, '/api/partner/glentia/pending'),
    expect: PARTNERS,
  },
  {
    route: 'POST /api/partner/glentia/:id/publish',
    call: (ctx) => as(ctx, `/api/partner/glentia/${randomUUID()}/publish`, { method: 'POST' }),
    expect: { ...PARTNERS, partner: 404 },
  },
  {
    route: 'POST /api/partner/glentia/:id/reject',
    call: (ctx) =>
      as(ctx, `/api/partner/glentia/${randomUUID()}/reject`, json('POST', { reason: 'Λάθος ημερομηνία' })),
    expect: { ...PARTNERS, partner: 404 },
  },
  // Artist accounts: their own routes need the artist role; a page that is not theirs is not found.
  { route: 'GET /api/artist/overview', call: (ctx) => as(ctx, '/api/artist/overview'), expect: ARTISTS },
  {
    route: 'PUT /api/artist/pages/:id',
    call: (ctx) =>
      as(
        ctx,
        `/api/artist/pages/${randomUUID()}`,
        json('PUT', { bioEl: null, bioEn: null, instagram: null, website: null, spotifyId: null }),
      ),
    expect: { ...ARTISTS, artist: 404 },
  },
  {
    route: 'POST /api/artist/pages/:id/image',
    call: (ctx) =>
      as(ctx, `/api/artist/pages/${randomUUID()}/image`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x--\r\n',
      }),
    expect: { ...ARTISTS, artist: 404 },
  },
  {
    route: 'GET /api/artist/pages/:id/followers',
    call: (ctx) => as(ctx, `/api/artist/pages/${randomUUID()}/followers`),
    expect: { ...ARTISTS, artist: 404 },
  },
  {
    route: 'GET /api/artist/glentia/:id/daily',
    call: (ctx) => as(ctx, `/api/artist/glentia/${randomUUID()}/daily`),
    expect: { ...ARTISTS, artist: 404 },
  },
  {
    route: 'GET /api/admin/users/:id/artists',
    call: async (ctx) => as(ctx, `/api/admin/users/${(await signIn(ctx.server)).user.id}/artists`),
    expect: ADMINS,
  },
  {
    route: 'PUT /api/admin/users/:id/artists',
    call: async (ctx) =>
      as(
        ctx,
        `/api/admin/users/${(await signIn(ctx.server)).user.id}/artists`,
        json('PUT', { artistIds: [] }),
      ),
    expect: ADMINS,
  },
  {
    route: 'GET /api/admin/users/:id/venues',
    call: async (ctx) => as(ctx, `/api/admin/users/${(await signIn(ctx.server)).user.id}/venues`),
    expect: ADMINS,
  },
  {
    route: 'PUT /api/admin/users/:id/venues',
    call: async (ctx) =>
      as(
        ctx,
        `/api/admin/users/${(await signIn(ctx.server)).user.id}/venues`,
        json('PUT', { locationIds: [] }),
      ),
    expect: ADMINS,
  },
  {
    route: 'GET /api/admin/ads/statistics',
    call: (ctx) => as(ctx, '/api/admin/ads/statistics'),
    expect: ADMINS,
  },
  { route: 'GET /api/admin/ads', call: (ctx) => as(ctx, '/api/admin/ads'), expect: ADMINS },
  {
    route: 'POST /api/admin/ads',
    call: (ctx) => as(ctx, '/api/admin/ads', json('POST', { type: 'FOOTER', weight: 0, title: 'Μήτρα' })),
    expect: ADMINS,
  },
  {
    route: 'PUT /api/admin/ads/:id',
    call: (ctx) => as(ctx, `/api/admin/ads/${randomUUID()}`, json('PUT', { weight: 2 })),
    expect: { ...ADMINS, admin: 404 },
  },
  {
    route: 'DELETE /api/admin/ads/:id',
    call: (ctx) => as(ctx, `/api/admin/ads/${randomUUID()}`, { method: 'DELETE' }),
    expect: { ...ADMINS, admin: 404 },
  },
  {
    route: 'POST /api/admin/ads/:id/image',
    call: (ctx) =>
      as(ctx, `/api/admin/ads/${randomUUID()}/image`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x--\r\n',
      }),
    expect: { ...ADMINS, admin: 400 },
  },
  {
    route: 'GET /api/admin/ads/:id/daily',
    call: (ctx) => as(ctx, `/api/admin/ads/${randomUUID()}/daily`),
    expect: { ...ADMINS, admin: 404 },
  },
  // Sources kept in step: admins only.
  { route: 'GET /api/admin/sources', call: (ctx) => as(ctx, '/api/admin/sources'), expect: ADMINS },
  {
    route: 'POST /api/admin/sources',
    call: (ctx) =>
      as(ctx, '/api/admin/sources', json('POST', { name: 'Πηγή', kind: 'ical', url: 'ftp://x' })),
    expect: { ...ADMINS, admin: 400 },
  },
  {
    route: 'PUT /api/admin/sources/:id',
    call: (ctx) => as(ctx, `/api/admin/sources/${randomUUID()}`, json('PUT', { paused: true })),
    expect: { ...ADMINS, admin: 404 },
  },
  {
    route: 'POST /api/admin/sources/:id/run',
    call: (ctx) => as(ctx, `/api/admin/sources/${randomUUID()}/run`, { method: 'POST' }),
    expect: { ...ADMINS, admin: 404 },
  },
  {
    route: 'DELETE /api/admin/sources/:id',
    call: (ctx) => as(ctx, `/api/admin/sources/${randomUUID()}`, { method: 'DELETE' }),
    expect: { ...ADMINS, admin: 404 },
  },
  // Contributing: any finished account; pending sign-ups and visitors are refused.
  {
    route: 'POST /api/v1/users/glenti',
    call: (ctx) =>
      as(ctx, '/api/v1/users/glenti', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x--\r\n',
      }),
    expect: WRITERS_400,
  },
  {
    route: 'POST /api/v1/users/glenti/draft-from-poster',
    call: (ctx) =>
      as(ctx, '/api/v1/users/glenti/draft-from-poster', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x--\r\n',
      }),
    expect: WRITERS_400,
  },
  { route: 'GET /api/v1/users/glenti', call: (ctx) => as(ctx, '/api/v1/users/glenti'), expect: WRITERS },
  { route: 'GET /api/v1/users/artists', call: (ctx) => as(ctx, '/api/v1/users/artists'), expect: WRITERS },
  {
    route: 'GET /api/v1/users/locations',
    call: (ctx) => as(ctx, '/api/v1/users/locations'),
    expect: WRITERS,
  },
  {
    route: 'GET /api/v1/users/glenti/same-night',
    call: (ctx) =>
      as(ctx, `/api/v1/users/glenti/same-night?location=${randomUUID()}&date=${addDays(todayInAthens(), 3)}`),
    expect: WRITERS,
  },
  {
    route: 'GET /api/v1/users/glenti/:id',
    call: (ctx) => as(ctx, `/api/v1/users/glenti/${randomUUID()}`),
    expect: WRITERS_404,
  },
  {
    route: 'PUT /api/v1/users/glenti/:id',
    call: (ctx) =>
      as(ctx, `/api/v1/users/glenti/${randomUUID()}`, {
        method: 'PUT',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x--\r\n',
      }),
    expect: WRITERS_404,
  },
  {
    route: 'PUT /api/me/glentia/:id/cancel',
    call: (ctx) => as(ctx, `/api/me/glentia/${randomUUID()}/cancel`, { method: 'PUT' }),
    expect: WRITERS_404,
  },
  {
    route: 'GET /api/me/glentia/:id',
    call: (ctx) => as(ctx, `/api/me/glentia/${randomUUID()}`),
    expect: WRITERS_404,
  },
  {
    route: 'DELETE /api/me/glentia/:id',
    call: (ctx) => as(ctx, `/api/me/glentia/${randomUUID()}`, { method: 'DELETE' }),
    expect: WRITERS_404,
  },
  {
    route: 'GET /api/v1/users/places',
    call: (ctx) => as(ctx, '/api/v1/users/places?query=%CE%A7%CE%B1%CE%BD%CE%B9%CE%AC'),
    expect: WRITERS,
  },
  // Moderation and curation: admins only.
  {
    route: 'POST /api/me/series',
    call: (ctx) => as(ctx, '/api/me/series', { method: 'POST', body: new FormData() }),
    expect: WRITERS_400,
  },
  {
    route: 'GET /api/me/series',
    call: (ctx) => as(ctx, '/api/me/series'),
    expect: USERS,
  },
  {
    route: 'GET /api/me/series/:id',
    call: (ctx) => as(ctx, `/api/me/series/${randomUUID()}`),
    expect: WRITERS_404,
  },
  {
    route: 'PUT /api/me/series/:id',
    call: (ctx) => as(ctx, `/api/me/series/${randomUUID()}`, { method: 'PUT', body: new FormData() }),
    expect: WRITERS_404,
  },
  {
    route: 'POST /api/me/series/:id/end',
    call: (ctx) => as(ctx, `/api/me/series/${randomUUID()}/end`, json('POST', {})),
    expect: WRITERS_404,
  },
  {
    route: 'GET /api/admin/series/unpublished',
    call: (ctx) => as(ctx, '/api/admin/series/unpublished'),
    expect: CURATORS,
  },
  {
    route: 'POST /api/admin/series/:id/publish',
    call: (ctx) => as(ctx, `/api/admin/series/${randomUUID()}/publish`, { method: 'POST' }),
    expect: CURATORS_404,
  },
  {
    route: 'GET /api/admin/glentia/unpublished',
    call: (ctx) => as(ctx, '/api/admin/glentia/unpublished'),
    expect: CURATORS,
  },
  {
    route: 'GET /api/admin/glentia/unpublished/count',
    call: (ctx) => as(ctx, '/api/admin/glentia/unpublished/count'),
    expect: CURATORS,
  },
  {
    route: 'POST /api/admin/glentia/:id/publish',
    call: (ctx) => as(ctx, `/api/admin/glentia/${randomUUID()}/publish`, { method: 'POST' }),
    expect: CURATORS_404,
  },
  {
    route: 'POST /api/admin/glentia/:id/reject',
    call: (ctx) =>
      as(ctx, `/api/admin/glentia/${randomUUID()}/reject`, json('POST', { reason: 'Λάθος ημερομηνία' })),
    expect: CURATORS_404,
  },
  {
    route: 'POST /api/admin/glentia/:id/promote',
    call: (ctx) => as(ctx, `/api/admin/glentia/${randomUUID()}/promote`, { method: 'POST' }),
    expect: CURATORS_404,
  },
  {
    route: 'POST /api/admin/glentia/fromUrl',
    call: (ctx) => as(ctx, '/api/admin/glentia/fromUrl', json('POST', { url: 'http://127.0.0.1/' })),
    expect: CURATORS_400,
  },
  { route: 'GET /api/admin/location', call: (ctx) => as(ctx, '/api/admin/location'), expect: CURATORS },
  {
    route: 'POST /api/admin/location',
    call: (ctx) => as(ctx, '/api/admin/location', json('POST', { name: `Ταβέρνα ${unique()}` })),
    expect: CURATORS,
  },
  {
    route: 'PUT /api/admin/location',
    call: (ctx) => as(ctx, '/api/admin/location', json('PUT', { id: randomUUID(), name: 'Άγνωστο' })),
    expect: CURATORS_400,
  },
  {
    route: 'PUT /api/admin/location/:id/meta',
    call: (ctx) => as(ctx, `/api/admin/location/${randomUUID()}/meta`, json('PUT', { rating: 4.5 })),
    expect: CURATORS_404,
  },
  {
    route: 'POST /api/admin/location/:id/image',
    call: (ctx) =>
      as(ctx, `/api/admin/location/${randomUUID()}/image`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x--\r\n',
      }),
    expect: CURATORS_400,
  },
  {
    route: 'POST /api/admin/location/:id/merge',
    call: (ctx) =>
      as(ctx, `/api/admin/location/${randomUUID()}/merge`, json('POST', { intoId: randomUUID() })),
    expect: CURATORS_404,
  },
  {
    route: 'DELETE /api/admin/location/:id',
    call: (ctx) => as(ctx, `/api/admin/location/${randomUUID()}`, { method: 'DELETE' }),
    expect: CURATORS_404,
  },
  {
    route: 'POST /api/admin/artist/:id/merge',
    call: (ctx) => as(ctx, `/api/admin/artist/${randomUUID()}/merge`, json('POST', { intoId: randomUUID() })),
    expect: CURATORS_404,
  },
  {
    route: 'DELETE /api/admin/artist/:id',
    call: (ctx) => as(ctx, `/api/admin/artist/${randomUUID()}`, { method: 'DELETE' }),
    expect: CURATORS_404,
  },
  {
    route: 'POST /api/admin/glentia/:id/reports/resolve',
    call: (ctx) =>
      as(ctx, `/api/admin/glentia/${randomUUID()}/reports/resolve`, json('POST', { action: 'dismiss' })),
    expect: CURATORS_404,
  },
  { route: 'GET /api/admin/artist', call: (ctx) => as(ctx, '/api/admin/artist'), expect: CURATORS },
  {
    route: 'POST /api/admin/artist',
    call: (ctx) => as(ctx, '/api/admin/artist', json('POST', { name: `Λυράρης ${unique()}` })),
    expect: CURATORS,
  },
  {
    route: 'PUT /api/admin/artist',
    call: (ctx) => as(ctx, '/api/admin/artist', json('PUT', { id: randomUUID(), name: 'Άγνωστος' })),
    expect: CURATORS_400,
  },
  {
    route: 'POST /api/admin/artist/:id/image',
    call: (ctx) =>
      as(ctx, `/api/admin/artist/${randomUUID()}/image`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x--\r\n',
      }),
    expect: CURATORS_400,
  },
  {
    route: 'GET /api/admin/instagram-posts/refresh',
    call: (ctx) => as(ctx, '/api/admin/instagram-posts/refresh'),
    expect: CURATORS_409,
  },
  {
    route: 'GET /api/admin/instagram-posts',
    call: (ctx) => as(ctx, '/api/admin/instagram-posts'),
    expect: CURATORS,
  },
  {
    route: 'POST /api/admin/instagram-posts/:id/accept',
    call: (ctx) => as(ctx, `/api/admin/instagram-posts/${randomUUID()}/accept`, { method: 'POST' }),
    expect: CURATORS_404,
  },
  {
    route: 'POST /api/admin/instagram-posts/:id/reject',
    call: (ctx) => as(ctx, `/api/admin/instagram-posts/${randomUUID()}/reject`, { method: 'POST' }),
    expect: CURATORS_404,
  },
];

async function callerFor(
  server: TestServer,
  kind: CallerKind,
): Promise<Pick<CallContext, 'account' | 'headers'>> {
  const roles: Record<CallerKind, string[]> = {
    visitor: [],
    forged: ['admin', 'user'],
    pending: ['user'],
    user: ['user'],
    owner: ['user'],
    partner: ['partner', 'user'],
    artist: ['artist', 'user'],
    admin: ['admin', 'user'],
  };
  if (kind === 'visitor') return { account: null, headers: {} };
  const account = await signIn(server, {
    password: PASSWORD,
    roles: roles[kind],
    status: kind === 'pending' ? 'pending' : 'active',
    username: kind === 'pending' ? `~pending~${randomUUID()}` : `${kind}_${unique()}`,
  });
  if (kind !== 'forged') return { account, headers: account.headers };
  // Right shape and claims, wrong key: as if someone made their own admin token.
  const forged = await new AccessTokens(
    'not-the-server-secret-but-long-enough-0123456789',
    server.config.publicUrl,
  ).sign(account.user, randomUUID());
  return { account, headers: bearer(forged) };
}

describe.each(testDatabases())('authorization matrix on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it('has a row for every non-public endpoint, and no row for endpoints that do not exist', () => {
    const privateRoutes = server.app.routeTable
      .filter(
        (route) => route.method !== 'HEAD' && PRIVATE_PREFIXES.some((prefix) => route.url.startsWith(prefix)),
      )
      .map((route) => `${route.method} ${route.url}`);
    const guarded = contractRoutes
      .filter((route) => route.access !== 'public')
      .map((route) => `${route.method} ${route.path}`);
    expect(guarded.filter((route) => !privateRoutes.includes(route))).toEqual([]);
    const rows = MATRIX.map((row) => row.route);
    expect(
      privateRoutes.filter((route) => !rows.includes(route)),
      'endpoints without a matrix row',
    ).toEqual([]);
    expect(
      rows.filter((row) => !privateRoutes.includes(row)),
      'rows for missing endpoints',
    ).toEqual([]);
    expect(new Set(rows).size).toBe(rows.length);
  });

  it.each(MATRIX.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    const statuses: Partial<Record<CallerKind, number>> = {};
    for (const callerKind of CALLERS) {
      if (row.expect[callerKind] === undefined) continue;
      const caller = await callerFor(server, callerKind);
      const response = await row.call({ server, kind: callerKind, ...caller });
      statuses[callerKind] = response.status;
    }
    expect(statuses).toEqual(row.expect);
  });
});
