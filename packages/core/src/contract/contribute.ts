/**
 * Contributing and moderating: the event form and uploaders' own actions (any finished account),
 * poster reading and place search; review, import and curation of venues, artists and Instagram
 * posts (admins).
 */
import { z } from 'zod';
import { defineRoute } from './define.ts';
import {
  ZAdminArtist,
  ZAdminArtistList,
  ZAdminLocation,
  ZAdminLocationList,
  ZCreateArtistBody,
  ZCreateEventResult,
  ZCreateLocationBody,
  ZError,
  ZEvent,
  ZIdParams,
  ZImportFromUrlBody,
  ZImportResult,
  ZLocationMetaBody,
  ZPickerArtist,
  ZPickerLocation,
  ZPlaceSearchQuery,
  ZPlaceSearchResult,
  ZPosterDraft,
  ZRejectEventBody,
  ZReviewEvent,
  ZReviewEventList,
  ZSocialPost,
  ZSocialPostList,
  ZSocialPostListQuery,
  ZSocialRefreshResult,
  ZUpdateArtistBody,
  ZUpdateLocationBody,
} from './schemas.ts';

const formTags = ['event form'];
const formErrors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 429: ZError };
const multipart = ['multipart/form-data'];
const eventForm = {
  consumes: multipart,
  description:
    'Multipart fields: date (required), updateLocationPhone, telephone, time, duration, description, ' +
    'entryPrice (euro, 0 for free entry), ticketUrl (https), ' +
    'location, artists (JSON list), filename, mimeType, and the photo as `file` (required when creating).',
};

export const eventForms = {
  create: defineRoute({
    method: 'POST',
    path: '/api/v1/users/glenti',
    access: 'user',
    tags: formTags,
    summary: 'Submit an event with its poster',
    ...eventForm,
    responses: { 200: ZCreateEventResult, ...formErrors },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/v1/users/glenti/:id',
    access: 'user',
    tags: formTags,
    summary: 'Save an event (a user’s edit goes back to review)',
    ...eventForm,
    params: ZIdParams,
    responses: { 200: ZCreateEventResult, ...formErrors },
  }),
  getEditable: defineRoute({
    method: 'GET',
    path: '/api/v1/users/glenti/:id',
    access: 'user',
    tags: formTags,
    summary: 'An event as its form shows it (uploader or admin)',
    params: ZIdParams,
    responses: { 200: ZReviewEvent, ...formErrors },
  }),
  listUploaded: defineRoute({
    method: 'GET',
    path: '/api/v1/users/glenti',
    access: 'user',
    tags: formTags,
    summary: 'My events, every state (/uploaded)',
    responses: { 200: ZReviewEventList, ...formErrors },
  }),
  pickerArtists: defineRoute({
    method: 'GET',
    path: '/api/v1/users/artists',
    access: 'user',
    tags: formTags,
    summary: 'Artists to pick in the event form: yours first, then every other by name',
    responses: { 200: z.array(ZPickerArtist), 401: ZError },
  }),
  pickerLocations: defineRoute({
    method: 'GET',
    path: '/api/v1/users/locations',
    access: 'user',
    tags: formTags,
    summary: 'Venues to pick in the event form: yours first, then every other by name',
    responses: { 200: z.array(ZPickerLocation), 401: ZError },
  }),
  viewOwn: defineRoute({
    method: 'GET',
    path: '/api/me/glentia/:id',
    access: 'user',
    tags: formTags,
    summary: 'An event in any state (waiting for review too), for its uploader and admins',
    params: ZIdParams,
    responses: { 200: ZReviewEvent, ...formErrors },
  }),
  toggleCanceled: defineRoute({
    method: 'PUT',
    path: '/api/me/glentia/:id/cancel',
    access: 'user',
    tags: formTags,
    summary: 'Cancel or uncancel an event (toggle)',
    params: ZIdParams,
    responses: { 200: ZEvent, ...formErrors },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/me/glentia/:id',
    access: 'user',
    tags: formTags,
    summary: 'Delete an event',
    params: ZIdParams,
    responses: { 204: z.null().describe('Deleted'), ...formErrors },
  }),
  readPoster: defineRoute({
    method: 'POST',
    path: '/api/v1/users/glenti/draft-from-poster',
    access: 'user',
    tags: formTags,
    summary: 'Read a poster: the date, time, phone, venue and artists it names (nothing is saved)',
    consumes: multipart,
    description: 'Multipart: the poster photo as `file` (JPEG, PNG, WebP or HEIC, as for the event form).',
    responses: { 200: ZPosterDraft, 400: ZError, 401: ZError, 429: ZError },
  }),
  searchPlaces: defineRoute({
    method: 'GET',
    path: '/api/v1/users/places',
    access: 'user',
    tags: ['places'],
    summary: 'Find a place for a new venue (Crete only unless relaxed)',
    query: ZPlaceSearchQuery,
    responses: { 200: ZPlaceSearchResult, 400: ZError, 401: ZError },
  }),
};

const adminErrors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };

export const moderation = {
  reviewQueue: defineRoute({
    method: 'GET',
    path: '/api/admin/glentia/unpublished',
    access: 'admin',
    tags: ['admin: events'],
    summary: 'Events waiting for review, oldest first',
    responses: { 200: ZReviewEventList, ...adminErrors },
  }),
  reviewCount: defineRoute({
    method: 'GET',
    path: '/api/admin/glentia/unpublished/count',
    access: 'admin',
    tags: ['admin: events'],
    summary: 'How many events wait for review (drawer badge)',
    responses: { 200: z.object({ count: z.number().int() }), ...adminErrors },
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/admin/glentia/:id/publish',
    access: 'admin',
    tags: ['admin: events'],
    summary: 'Publish an event',
    params: ZIdParams,
    responses: { 200: ZEvent, ...adminErrors },
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/api/admin/glentia/:id/reject',
    access: 'admin',
    tags: ['admin: events'],
    summary: 'Send an event back with a reason (the uploader is notified)',
    params: ZIdParams,
    body: ZRejectEventBody,
    responses: { 200: ZReviewEvent, ...adminErrors },
  }),
  togglePromoted: defineRoute({
    method: 'POST',
    path: '/api/admin/glentia/:id/promote',
    access: 'admin',
    tags: ['admin: events'],
    summary: 'Promote or stop promoting an event (toggle)',
    params: ZIdParams,
    responses: { 200: ZEvent, ...adminErrors },
  }),
  importFromUrl: defineRoute({
    method: 'POST',
    path: '/api/admin/glentia/fromUrl',
    access: 'admin',
    tags: ['admin: events'],
    summary: 'Import an event from a web page (schema.org JSON-LD, then Open Graph) as a draft',
    body: ZImportFromUrlBody,
    responses: { 200: ZImportResult, ...adminErrors },
  }),
};

export const locationAdmin = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/location',
    access: 'admin',
    tags: ['admin: venues'],
    summary: 'Every venue with its full profile',
    responses: { 200: ZAdminLocationList, ...adminErrors },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/location',
    access: 'admin',
    tags: ['admin: venues'],
    summary: 'Create a venue (from a place search, or by name)',
    body: ZCreateLocationBody,
    responses: { 200: ZAdminLocation, ...adminErrors },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/admin/location',
    access: 'admin',
    tags: ['admin: venues'],
    summary: 'Save a venue',
    body: ZUpdateLocationBody,
    responses: { 200: ZAdminLocation, ...adminErrors },
  }),
  setMeta: defineRoute({
    method: 'PUT',
    path: '/api/admin/location/:id/meta',
    access: 'admin',
    tags: ['admin: venues'],
    summary: "Save a venue's address and rating",
    params: ZIdParams,
    body: ZLocationMetaBody,
    responses: { 200: ZAdminLocation, ...adminErrors },
  }),
  setImage: defineRoute({
    method: 'POST',
    path: '/api/admin/location/:id/image',
    access: 'admin',
    tags: ['admin: venues'],
    summary: "Upload a venue's profile picture (multipart `file`)",
    consumes: multipart,
    params: ZIdParams,
    responses: { 200: ZAdminLocation, ...adminErrors },
  }),
};

export const artistAdmin = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/artist',
    access: 'admin',
    tags: ['admin: artists'],
    summary: 'Every artist with everything admins edit',
    responses: { 200: ZAdminArtistList, ...adminErrors },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/artist',
    access: 'admin',
    tags: ['admin: artists'],
    summary: 'Create an artist',
    body: ZCreateArtistBody,
    responses: { 200: ZAdminArtist, ...adminErrors },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/admin/artist',
    access: 'admin',
    tags: ['admin: artists'],
    summary: 'Save an artist',
    body: ZUpdateArtistBody,
    responses: { 200: ZAdminArtist, ...adminErrors },
  }),
  setImage: defineRoute({
    method: 'POST',
    path: '/api/admin/artist/:id/image',
    access: 'admin',
    tags: ['admin: artists'],
    summary: "Upload an artist's profile picture (multipart `file`)",
    consumes: multipart,
    params: ZIdParams,
    responses: { 200: ZAdminArtist, ...adminErrors },
  }),
};

const socialErrors = { ...adminErrors, 409: ZError };

export const socialPosts = {
  refresh: defineRoute({
    method: 'GET',
    path: '/api/admin/instagram-posts/refresh',
    access: 'admin',
    tags: ['admin: social posts'],
    summary: 'Fetch new posts of venues and artists with an Instagram username',
    responses: { 200: ZSocialRefreshResult, ...socialErrors },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/instagram-posts',
    access: 'admin',
    tags: ['admin: social posts'],
    summary: 'Fetched posts in one state (NEW by default), newest first',
    query: ZSocialPostListQuery,
    responses: { 200: ZSocialPostList, ...socialErrors },
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/api/admin/instagram-posts/:id/accept',
    access: 'admin',
    tags: ['admin: social posts'],
    summary: 'Accept a post: a draft event prefilled from it',
    params: ZIdParams,
    responses: { 200: ZImportResult, ...socialErrors },
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/api/admin/instagram-posts/:id/reject',
    access: 'admin',
    tags: ['admin: social posts'],
    summary: 'Reject a post',
    params: ZIdParams,
    responses: { 200: ZSocialPost, ...socialErrors },
  }),
};
