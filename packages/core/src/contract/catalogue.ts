/** Artists and venues as anyone reads them, the first screen's data, and search. */
import { z } from 'zod';
import { listOf, QUERY_LIST_MAX } from '../schemas/event-filter.ts';
import { routeGroup } from './group.ts';
import {
  ZArtist,
  ZArtistSummary,
  ZError,
  ZInitialize,
  ZLocation,
  ZSearchQuery,
  ZSearchResults,
} from './schemas.ts';

const firstScreenRoute = routeGroup({ access: 'public', tags: ['initialize'] });

export const initialize = {
  get: firstScreenRoute('GET /api/public/initialize', {
    summary:
      "The first screen's data: ads, statistics, decoration, home events, notifications, artists, venues",
    // 401: a token was sent and is no longer valid.
    responses: { 200: ZInitialize, 401: ZError },
  }),
};

/** `?ids=`: only these artists or venues, e.g. the ones a reader follows or a filter names. */
const ZCatalogueQuery = z.object({
  ids: listOf(z.uuid()).describe(
    `Only these ids, at most ${QUERY_LIST_MAX} (repeat or comma-separate; ids not found are left out). Left out: every one`,
  ),
});

const artistRoute = routeGroup({ access: 'public', tags: ['artists'] });

export const artists = {
  list: artistRoute('GET /api/public/artists', {
    summary: 'Every artist, or those asked by id, by name',
    query: ZCatalogueQuery,
    responses: { 200: z.array(ZArtistSummary), 400: ZError },
  }),
  get: artistRoute('GET /api/public/artist/:id', {
    summary: "An artist's profile",
    responses: { 200: ZArtist, 400: ZError, 404: ZError },
  }),
};

const venueRoute = routeGroup({ access: 'public', tags: ['venues'] });

export const locations = {
  list: venueRoute('GET /api/public/locations', {
    summary: 'Every venue with its profile, or those asked by id, by name',
    query: ZCatalogueQuery,
    responses: { 200: z.array(ZLocation), 400: ZError },
  }),
  get: venueRoute('GET /api/public/location/:id', {
    summary: "A venue's profile",
    responses: { 200: ZLocation, 400: ZError, 404: ZError },
  }),
};

const searchRoute = routeGroup({ access: 'public', tags: ['search'] });

export const search = {
  find: searchRoute('GET /api/public/search', {
    summary: 'Events, venues and artists for what was typed (Greek or Greeklish), best first',
    query: ZSearchQuery,
    responses: { 200: ZSearchResults, 400: ZError },
  }),
};
