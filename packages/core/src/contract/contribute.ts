/**
 * Contributing and moderating: the event form and uploaders' own actions (any finished account),
 * poster reading and place search; review, import and curation of venues, artists and Instagram
 * posts (admins).
 */
import { z } from 'zod';
import { routeGroup } from './group.ts';
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
  ZEventSubmissionFields,
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
  ZSameNight,
  ZSameNightQuery,
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

/** The event form's photo part (the poster, or a photo of the night). */
const eventPhoto = { name: 'file', description: 'The poster or photo: JPEG, PNG, WebP or HEIC' };

const formRoute = routeGroup({ access: 'user', tags: formTags });
const placeRoute = routeGroup({ access: 'user', tags: ['places'] });

export const eventForms = {
  create: formRoute('POST /api/v1/users/glenti', {
    summary: 'Submit an event with its poster',
    ...eventForm,
    form: { fields: ZEventSubmissionFields, file: { ...eventPhoto, required: true } },
    responses: { 200: ZCreateEventResult, ...formErrors },
  }),
  update: formRoute('PUT /api/v1/users/glenti/:id', {
    summary: 'Save an event (a user’s edit goes back to review)',
    ...eventForm,
    form: { fields: ZEventSubmissionFields, file: { ...eventPhoto, required: false } },
    responses: { 200: ZCreateEventResult, ...formErrors },
  }),
  getEditable: formRoute('GET /api/v1/users/glenti/:id', {
    summary: 'An event as its form shows it (uploader or admin)',
    responses: { 200: ZReviewEvent, ...formErrors },
  }),
  listUploaded: formRoute('GET /api/v1/users/glenti', {
    summary: 'My events, every state (/uploaded)',
    responses: { 200: ZReviewEventList, ...formErrors },
  }),
  sameNight: formRoute('GET /api/v1/users/glenti/same-night', {
    summary: 'Another glenti at a venue on a date, listed or waiting, asked before sending one',
    query: ZSameNightQuery,
    responses: { 200: ZSameNight, 400: ZError, 401: ZError, 429: ZError },
  }),
  pickerArtists: formRoute('GET /api/v1/users/artists', {
    summary: 'Artists to pick in the event form: yours first, then every other by name',
    responses: { 200: z.array(ZPickerArtist), 401: ZError },
  }),
  pickerLocations: formRoute('GET /api/v1/users/locations', {
    summary: 'Venues to pick in the event form: yours first, then every other by name',
    responses: { 200: z.array(ZPickerLocation), 401: ZError },
  }),
  viewOwn: formRoute('GET /api/me/glentia/:id', {
    summary: 'An event in any state (waiting for review too), for its uploader and admins',
    responses: { 200: ZReviewEvent, ...formErrors },
  }),
  toggleCanceled: formRoute('PUT /api/me/glentia/:id/cancel', {
    summary: 'Cancel or uncancel an event (toggle)',
    responses: { 200: ZEvent, ...formErrors },
  }),
  remove: formRoute('DELETE /api/me/glentia/:id', {
    summary: 'Delete an event',
    responses: { 204: z.null().describe('Deleted'), ...formErrors },
  }),
  readPoster: formRoute('POST /api/v1/users/glenti/draft-from-poster', {
    summary: 'Read a poster: the date, time, phone, venue and artists it names (nothing is saved)',
    consumes: multipart,
    description:
      'Multipart: the poster photo as `file` (JPEG, PNG, WebP or HEIC, as for the event form). One reading at a ' +
      'time per account (another meanwhile: 429 POSTER_READING_BUSY); readings wait their turn in a bounded ' +
      'queue (full: 503 POSTER_READING_QUEUE_FULL with Retry-After); a reading past the time limit is stopped ' +
      '(422 POSTER_READING_TIMEOUT).',
    form: { file: { ...eventPhoto, required: true } },
    responses: { 200: ZPosterDraft, 400: ZError, 401: ZError, 422: ZError, 429: ZError, 503: ZError },
  }),
  searchPlaces: placeRoute('GET /api/v1/users/places', {
    summary: 'Find a place for a new venue (Crete only unless relaxed)',
    query: ZPlaceSearchQuery,
    responses: { 200: ZPlaceSearchResult, 400: ZError, 401: ZError },
  }),
};

const adminErrors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };

const eventAdminRoute = routeGroup({ access: 'admin', tags: ['admin: events'], errors: adminErrors });

export const moderation = {
  reviewQueue: eventAdminRoute('GET /api/admin/glentia/unpublished', {
    summary: 'Events waiting for review, oldest first',
    responses: { 200: ZReviewEventList },
  }),
  reviewCount: eventAdminRoute('GET /api/admin/glentia/unpublished/count', {
    summary: 'How many events wait for review (drawer badge)',
    responses: { 200: z.object({ count: z.number().int() }) },
  }),
  publish: eventAdminRoute('POST /api/admin/glentia/:id/publish', {
    summary: 'Publish an event',
    responses: { 200: ZEvent },
  }),
  reject: eventAdminRoute('POST /api/admin/glentia/:id/reject', {
    summary: 'Send an event back with a reason (the uploader is notified)',
    body: ZRejectEventBody,
    responses: { 200: ZReviewEvent },
  }),
  togglePromoted: eventAdminRoute('POST /api/admin/glentia/:id/promote', {
    summary: 'Promote or stop promoting an event (toggle)',
    responses: { 200: ZEvent },
  }),
  importFromUrl: eventAdminRoute('POST /api/admin/glentia/fromUrl', {
    summary: 'Import an event from a web page (schema.org JSON-LD, then Open Graph) as a draft',
    body: ZImportFromUrlBody,
    responses: { 200: ZImportResult },
  }),
};

/**
 * What admins do with one kind of catalogue entry (venues, artists): list them all, create, save
 * (the id in the body) and upload the profile picture. Each kind gives its path, schemas and words.
 */
function catalogueAdmin<
  const Path extends `/${string}`,
  const Item extends z.ZodType,
  const List extends z.ZodType,
  const Create extends z.ZodType,
  const Update extends z.ZodType,
>(
  path: Path,
  tag: string,
  schemas: { item: Item; list: List; create: Create; update: Update },
  summaries: { list: string; create: string; update: string; setImage: string },
) {
  const adminRoute = routeGroup({ access: 'admin', tags: [tag], errors: adminErrors });
  const saved = { 200: schemas.item };
  return {
    list: adminRoute(`GET ${path}`, { summary: summaries.list, responses: { 200: schemas.list } }),
    create: adminRoute(`POST ${path}`, { summary: summaries.create, body: schemas.create, responses: saved }),
    update: adminRoute(`PUT ${path}`, { summary: summaries.update, body: schemas.update, responses: saved }),
    setImage: adminRoute(`POST ${path}/:id/image`, {
      summary: summaries.setImage,
      consumes: multipart,
      form: { file: { name: 'file', required: true, description: 'The picture: JPEG, PNG, WebP or HEIC' } },
      responses: saved,
    }),
  };
}

const venueAdminRoute = routeGroup({ access: 'admin', tags: ['admin: venues'], errors: adminErrors });

export const locationAdmin = {
  ...catalogueAdmin(
    '/api/admin/location',
    'admin: venues',
    {
      item: ZAdminLocation,
      list: ZAdminLocationList,
      create: ZCreateLocationBody,
      update: ZUpdateLocationBody,
    },
    {
      list: 'Every venue with its full profile',
      create: 'Create a venue (from a place search, or by name)',
      update: 'Save a venue',
      setImage: "Upload a venue's profile picture (multipart `file`)",
    },
  ),
  setMeta: venueAdminRoute('PUT /api/admin/location/:id/meta', {
    summary: "Save a venue's address and rating",
    body: ZLocationMetaBody,
    responses: { 200: ZAdminLocation },
  }),
};

export const artistAdmin = catalogueAdmin(
  '/api/admin/artist',
  'admin: artists',
  { item: ZAdminArtist, list: ZAdminArtistList, create: ZCreateArtistBody, update: ZUpdateArtistBody },
  {
    list: 'Every artist with everything admins edit',
    create: 'Create an artist',
    update: 'Save an artist',
    setImage: "Upload an artist's profile picture (multipart `file`)",
  },
);

const socialErrors = { ...adminErrors, 409: ZError };

const socialPostRoute = routeGroup({ access: 'admin', tags: ['admin: social posts'], errors: socialErrors });

export const socialPosts = {
  refresh: socialPostRoute('GET /api/admin/instagram-posts/refresh', {
    summary: 'Fetch new posts of venues and artists with an Instagram username',
    responses: { 200: ZSocialRefreshResult },
  }),
  list: socialPostRoute('GET /api/admin/instagram-posts', {
    summary: 'Fetched posts in one state (NEW by default), newest first',
    query: ZSocialPostListQuery,
    responses: { 200: ZSocialPostList },
  }),
  accept: socialPostRoute('POST /api/admin/instagram-posts/:id/accept', {
    summary: 'Accept a post: a draft event prefilled from it',
    responses: { 200: ZImportResult },
  }),
  reject: socialPostRoute('POST /api/admin/instagram-posts/:id/reject', {
    summary: 'Reject a post',
    responses: { 200: ZSocialPost },
  }),
};
