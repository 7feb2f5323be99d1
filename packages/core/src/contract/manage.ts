/**
 * What admins and venue partners run beyond single events: weekly residencies, visitors' reports,
 * merging duplicate venues and artists, ads, and which partner runs which venue.
 */
import { z } from 'zod';
import { routeGroup } from './group.ts';
import {
  ZAdDailyStatistics,
  ZAdImageQuery,
  ZAdminAd,
  ZAdminAdList,
  ZCreateAdBody,
  ZDayRangeQuery,
  ZEndSeriesBody,
  ZError,
  ZEventSubmissionFields,
  ZMergeBody,
  ZMergeResult,
  ZPartnerVenueRefList,
  ZResolveReportsBody,
  ZSeries,
  ZSeriesExtraFields,
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
const seriesFields = ZEventSubmissionFields.extend(ZSeriesExtraFields.shape);
const seriesPoster = { name: 'file', description: 'The poster or photo: JPEG, PNG, WebP or HEIC' };

const seriesRoute = routeGroup({ access: 'user', tags: ['series'] });

export const series = {
  getPublic: seriesRoute('GET /api/public/series/:id', {
    access: 'public',
    summary: 'A weekly residency and its upcoming nights',
    responses: { 200: ZSeries, 400: ZError, 404: ZError },
  }),
  create: seriesRoute('POST /api/me/series', {
    summary: 'Set up a weekly residency (a venue’s partner or an admin)',
    ...seriesForm,
    form: { fields: seriesFields, file: { ...seriesPoster, required: true } },
    responses: { 200: ZSeries, ...seriesErrors },
  }),
  update: seriesRoute('PUT /api/me/series/:id', {
    summary: 'Save a series (nights that have not started follow it)',
    ...seriesForm,
    form: { fields: seriesFields, file: { ...seriesPoster, required: false } },
    responses: { 200: ZSeries, ...seriesErrors },
  }),
  listOwn: seriesRoute('GET /api/me/series', {
    summary: 'The series the caller set up, waiting or published, newest first (`/uploaded`)',
    responses: { 200: z.array(ZSeries), ...denied },
  }),
  getOwn: seriesRoute('GET /api/me/series/:id', {
    summary: 'A series in any state, for its venue’s partner and admins',
    responses: { 200: ZSeries, ...errors },
  }),
  end: seriesRoute('POST /api/me/series/:id/end', {
    summary: 'End a series: later nights are canceled (saved) or removed',
    body: ZEndSeriesBody,
    responses: { 200: ZSeries, ...errors },
  }),
  listUnpublished: seriesRoute('GET /api/admin/series/unpublished', {
    access: 'admin',
    summary: 'Partners’ series waiting for an admin',
    responses: { 200: z.array(ZSeries), ...denied },
  }),
  publish: seriesRoute('POST /api/admin/series/:id/publish', {
    access: 'admin',
    summary: 'Publish a partner’s series (its nights are created and public)',
    responses: { 200: ZSeries, ...errors },
  }),
};

const eventAdminRoute = routeGroup({ access: 'admin', tags: ['admin: events'] });

export const reports = {
  resolve: eventAdminRoute('POST /api/admin/glentia/:id/reports/resolve', {
    summary: "Dismiss an event's reports, or cancel the event and clear them",
    body: ZResolveReportsBody,
    responses: { 200: z.object({ removed: z.number().int().nonnegative() }), ...errors },
  }),
};

const venueAdminRoute = routeGroup({ access: 'admin', tags: ['admin: venues'], errors: errors });
const artistAdminRoute = routeGroup({ access: 'admin', tags: ['admin: artists'], errors: errors });

export const catalogueMerge = {
  mergeLocation: venueAdminRoute('POST /api/admin/location/:id/merge', {
    summary: 'Merge a duplicate venue into another: its events and follows move, it disappears',
    body: ZMergeBody,
    responses: { 200: ZMergeResult },
  }),
  deleteLocation: venueAdminRoute('DELETE /api/admin/location/:id', {
    summary: 'Delete a venue no event names (409 when events still do: merge it instead)',
    responses: { 204: z.null().describe('Deleted'), 409: ZError },
  }),
  mergeArtist: artistAdminRoute('POST /api/admin/artist/:id/merge', {
    summary: 'Merge a duplicate artist into another: its events and follows move, it disappears',
    body: ZMergeBody,
    responses: { 200: ZMergeResult },
  }),
  deleteArtist: artistAdminRoute('DELETE /api/admin/artist/:id', {
    summary: 'Delete an artist no event names (409 when events still do: merge it instead)',
    responses: { 204: z.null().describe('Deleted'), 409: ZError },
  }),
};

const adAdminRoute = routeGroup({ access: 'admin', tags: ['admin: ads'] });

export const adsAdmin = {
  list: adAdminRoute('GET /api/admin/ads', {
    summary: 'Every ad (running, scheduled, ended, retired) with its totals',
    responses: { 200: ZAdminAdList, ...denied },
  }),
  create: adAdminRoute('POST /api/admin/ads', {
    summary: 'Create an ad (upload its banner next)',
    body: ZCreateAdBody,
    responses: { 200: ZAdminAd, ...errors },
  }),
  update: adAdminRoute('PUT /api/admin/ads/:id', {
    summary: 'Change an ad; `active: false` retires it',
    body: ZUpdateAdBody,
    responses: { 200: ZAdminAd, ...errors },
  }),
  remove: adAdminRoute('DELETE /api/admin/ads/:id', {
    summary: 'Delete an ad with its banner and statistics',
    responses: { 204: z.null().describe('Deleted'), ...errors },
  }),
  setImage: adAdminRoute('POST /api/admin/ads/:id/image', {
    summary: "Upload an ad's banner (multipart `file`); `?language=en` uploads its English banner",
    query: ZAdImageQuery,
    consumes: ['multipart/form-data'],
    form: { file: { name: 'file', required: true, description: 'The banner: JPEG, PNG, WebP or HEIC' } },
    responses: { 200: ZAdminAd, ...errors },
  }),
  daily: adAdminRoute('GET /api/admin/ads/:id/daily', {
    summary: 'Views, clicks and click-through rate of each day (with and without consent)',
    query: ZDayRangeQuery,
    responses: { 200: ZAdDailyStatistics, ...errors },
  }),
};

const adminRoute = routeGroup({ access: 'admin', tags: ['admin'], errors: errors });

export const partnerVenues = {
  list: adminRoute('GET /api/admin/users/:id/venues', {
    summary: 'The venues a partner account runs',
    responses: { 200: ZPartnerVenueRefList },
  }),
  set: adminRoute('PUT /api/admin/users/:id/venues', {
    summary: 'Set exactly the venues a partner runs (a venue has one partner)',
    body: ZSetPartnerVenuesBody,
    responses: { 200: ZPartnerVenueRefList, 409: ZError },
  }),
};
