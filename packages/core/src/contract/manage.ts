/**
 * What admins and venue partners run beyond single events: weekly residencies, visitors' reports,
 * merging duplicate venues and artists, ads, and which partner runs which venue.
 */
import { z } from 'zod';
import { defineRoute } from './define.ts';
import {
  ZAdDailyStatistics,
  ZAdminAd,
  ZAdminAdList,
  ZCreateAdBody,
  ZDayRangeQuery,
  ZEndSeriesBody,
  ZError,
  ZIdParams,
  ZMergeBody,
  ZMergeResult,
  ZPartnerVenueRefList,
  ZResolveReportsBody,
  ZSeries,
  ZSetPartnerVenuesBody,
  ZUpdateAdBody,
} from './schemas.ts';

const denied = { 401: ZError, 403: ZError };
const errors = { 400: ZError, 404: ZError, ...denied };
const seriesErrors = { ...errors, 429: ZError };
const seriesForm = {
  consumes: ['multipart/form-data'],
  description:
    'The event form’s multipart fields (date is the first night; time and a known venue are required; ' +
    'artists are known ids), plus `recurrence` (JSON: frequency, position, until or count, exceptions) ' +
    'and an optional `title`; the poster as `file` (required when creating).',
};

export const series = {
  getPublic: defineRoute({
    method: 'GET',
    path: '/api/public/series/:id',
    access: 'public',
    tags: ['series'],
    summary: 'A weekly residency and its upcoming nights',
    params: ZIdParams,
    responses: { 200: ZSeries, 404: ZError },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/me/series',
    access: 'user',
    tags: ['series'],
    summary: 'Set up a weekly residency (a venue’s partner or an admin)',
    ...seriesForm,
    responses: { 200: ZSeries, ...seriesErrors },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/me/series/:id',
    access: 'user',
    tags: ['series'],
    summary: 'Save a series (nights that have not started follow it)',
    ...seriesForm,
    params: ZIdParams,
    responses: { 200: ZSeries, ...seriesErrors },
  }),
  listOwn: defineRoute({
    method: 'GET',
    path: '/api/me/series',
    access: 'user',
    tags: ['series'],
    summary: 'The series the caller set up, waiting or published, newest first (`/uploaded`)',
    responses: { 200: z.array(ZSeries), ...denied },
  }),
  getOwn: defineRoute({
    method: 'GET',
    path: '/api/me/series/:id',
    access: 'user',
    tags: ['series'],
    summary: 'A series in any state, for its venue’s partner and admins',
    params: ZIdParams,
    responses: { 200: ZSeries, ...errors },
  }),
  end: defineRoute({
    method: 'POST',
    path: '/api/me/series/:id/end',
    access: 'user',
    tags: ['series'],
    summary: 'End a series: later nights are canceled (saved) or removed',
    params: ZIdParams,
    body: ZEndSeriesBody,
    responses: { 200: ZSeries, ...errors },
  }),
  listUnpublished: defineRoute({
    method: 'GET',
    path: '/api/admin/series/unpublished',
    access: 'admin',
    tags: ['series'],
    summary: 'Partners’ series waiting for an admin',
    responses: { 200: z.array(ZSeries), ...denied },
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/admin/series/:id/publish',
    access: 'admin',
    tags: ['series'],
    summary: 'Publish a partner’s series (its nights are created and public)',
    params: ZIdParams,
    responses: { 200: ZSeries, ...errors },
  }),
};

export const reports = {
  resolve: defineRoute({
    method: 'POST',
    path: '/api/admin/glentia/:id/reports/resolve',
    access: 'admin',
    tags: ['admin: events'],
    summary: "Dismiss an event's reports, or cancel the event and clear them",
    params: ZIdParams,
    body: ZResolveReportsBody,
    responses: { 200: z.object({ removed: z.number().int().nonnegative() }), ...errors },
  }),
};

export const catalogueMerge = {
  mergeLocation: defineRoute({
    method: 'POST',
    path: '/api/admin/location/:id/merge',
    access: 'admin',
    tags: ['admin: venues'],
    summary: 'Merge a duplicate venue into another: its events and follows move, it disappears',
    params: ZIdParams,
    body: ZMergeBody,
    responses: { 200: ZMergeResult, ...errors },
  }),
  deleteLocation: defineRoute({
    method: 'DELETE',
    path: '/api/admin/location/:id',
    access: 'admin',
    tags: ['admin: venues'],
    summary: 'Delete a venue no event names (409 when events still do: merge it instead)',
    params: ZIdParams,
    responses: { 204: z.null().describe('Deleted'), 409: ZError, ...errors },
  }),
  mergeArtist: defineRoute({
    method: 'POST',
    path: '/api/admin/artist/:id/merge',
    access: 'admin',
    tags: ['admin: artists'],
    summary: 'Merge a duplicate artist into another: its events and follows move, it disappears',
    params: ZIdParams,
    body: ZMergeBody,
    responses: { 200: ZMergeResult, ...errors },
  }),
  deleteArtist: defineRoute({
    method: 'DELETE',
    path: '/api/admin/artist/:id',
    access: 'admin',
    tags: ['admin: artists'],
    summary: 'Delete an artist no event names (409 when events still do: merge it instead)',
    params: ZIdParams,
    responses: { 204: z.null().describe('Deleted'), 409: ZError, ...errors },
  }),
};

export const adsAdmin = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/ads',
    access: 'admin',
    tags: ['admin: ads'],
    summary: 'Every ad (running, scheduled, ended, retired) with its totals',
    responses: { 200: ZAdminAdList, ...denied },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/ads',
    access: 'admin',
    tags: ['admin: ads'],
    summary: 'Create an ad (upload its banner next)',
    body: ZCreateAdBody,
    responses: { 200: ZAdminAd, ...errors },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/admin/ads/:id',
    access: 'admin',
    tags: ['admin: ads'],
    summary: 'Change an ad; `active: false` retires it',
    params: ZIdParams,
    body: ZUpdateAdBody,
    responses: { 200: ZAdminAd, ...errors },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/admin/ads/:id',
    access: 'admin',
    tags: ['admin: ads'],
    summary: 'Delete an ad with its banner and statistics',
    params: ZIdParams,
    responses: { 204: z.null().describe('Deleted'), ...errors },
  }),
  setImage: defineRoute({
    method: 'POST',
    path: '/api/admin/ads/:id/image',
    access: 'admin',
    tags: ['admin: ads'],
    summary: "Upload an ad's banner (multipart `file`)",
    consumes: ['multipart/form-data'],
    params: ZIdParams,
    responses: { 200: ZAdminAd, ...errors },
  }),
  daily: defineRoute({
    method: 'GET',
    path: '/api/admin/ads/:id/daily',
    access: 'admin',
    tags: ['admin: ads'],
    summary: 'Views, clicks and click-through rate of each day (with and without consent)',
    params: ZIdParams,
    query: ZDayRangeQuery,
    responses: { 200: ZAdDailyStatistics, ...errors },
  }),
};

export const partnerVenues = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/users/:id/venues',
    access: 'admin',
    tags: ['admin'],
    summary: 'The venues a partner account runs',
    params: ZIdParams,
    responses: { 200: ZPartnerVenueRefList, ...errors },
  }),
  set: defineRoute({
    method: 'PUT',
    path: '/api/admin/users/:id/venues',
    access: 'admin',
    tags: ['admin'],
    summary: 'Set exactly the venues a partner runs (a venue has one partner)',
    params: ZIdParams,
    body: ZSetPartnerVenuesBody,
    responses: { 200: ZPartnerVenueRefList, 409: ZError, ...errors },
  }),
};
