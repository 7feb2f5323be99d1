/**
 * Artist accounts (issue 31): an artist's own routes (`/api/artist/...`, the artist role) and the
 * admin's binding of an account to artist pages (`/api/admin/users/{id}/artists`).
 */
import { routeGroup } from './group.ts';
import {
  ZAdminArtist,
  ZArtistFollowers,
  ZArtistOverview,
  ZArtistPageBody,
  ZArtistPageRefList,
  ZDayRangeQuery,
  ZError,
  ZEventDailyStatistics,
  ZSetArtistPagesBody,
} from './schemas.ts';

const denied = { 401: ZError, 403: ZError };
const artistRoute = routeGroup({ access: 'artist', tags: ['artist'], errors: denied });

export const artistSelf = {
  overview: artistRoute('GET /api/artist/overview', {
    summary: 'Your artist pages with their numbers, and your coming dates (published or waiting)',
    responses: { 200: ZArtistOverview },
  }),
  update: artistRoute('PUT /api/artist/pages/:id', {
    summary: 'Edit your artist page: biography in Greek and English, links, Spotify id',
    body: ZArtistPageBody,
    responses: { 200: ZAdminArtist, 400: ZError, 404: ZError },
  }),
  setImage: artistRoute('POST /api/artist/pages/:id/image', {
    summary: "Upload your artist page's photo (multipart `file`)",
    consumes: ['multipart/form-data'],
    form: { file: { name: 'file', required: true, description: 'The photo: JPEG, PNG, WebP or HEIC' } },
    responses: { 200: ZAdminArtist, 400: ZError, 404: ZError, 413: ZError },
  }),
  followers: artistRoute('GET /api/artist/pages/:id/followers', {
    summary: 'Followers of your artist page on each day of a range',
    query: ZDayRangeQuery,
    responses: { 200: ZArtistFollowers, 400: ZError, 404: ZError },
  }),
  eventDaily: artistRoute('GET /api/artist/glentia/:id/daily', {
    summary: 'Views and saves per day of one of your dates',
    query: ZDayRangeQuery,
    responses: { 200: ZEventDailyStatistics, 400: ZError, 404: ZError },
  }),
};

const adminRoute = routeGroup({
  access: 'admin',
  tags: ['admin'],
  errors: { 400: ZError, 401: ZError, 403: ZError, 404: ZError },
});

export const artistAccounts = {
  list: adminRoute('GET /api/admin/users/:id/artists', {
    summary: 'The artist pages an artist account runs',
    responses: { 200: ZArtistPageRefList },
  }),
  set: adminRoute('PUT /api/admin/users/:id/artists', {
    summary: 'Set exactly the artist pages an artist account runs (a page may have several)',
    body: ZSetArtistPagesBody,
    responses: { 200: ZArtistPageRefList, 409: ZError },
  }),
};
