/** Artists and venues as anyone reads them, the first screen's data, and search. */
import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH } from '../rules/search.ts';
import { queryNumber } from '../schemas/common.ts';
import { listOf, QUERY_LIST_MAX } from '../schemas/event-filter.ts';
import { ZText } from '../schemas/text.ts';
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

/** The names one catalogue answer carries unless asked for fewer or more, and the most it carries. */
export const CATALOGUE_PAGE = 200;
export const CATALOGUE_PAGE_MAX = 500;

const firstScreenRoute = routeGroup({ access: 'public', tags: ['initialize'] });

export const initialize = {
  get: firstScreenRoute('GET /api/public/initialize', {
    summary:
      "The first screen's data: ads, statistics, decoration, home events, notifications, artists, venues",
    // 401: a token was sent and is no longer valid.
    responses: { 200: ZInitialize, 401: ZError },
  }),
};

/**
 * `?ids=`: only these artists or venues, e.g. the ones a reader follows or a filter names; `?q=`:
 * those whose name holds every word typed, best match first; neither: a page of every one by name.
 * Every answer is bounded: at most 100 ids, or `limit` names.
 */
const ZCatalogueQuery = z.object({
  ids: listOf(z.uuid()).describe(
    `Only these ids, at most ${QUERY_LIST_MAX} (repeat or comma-separate; ids not found are left out); \`q\` and the page are then not used`,
  ),
  q: ZText()
    .max(SEARCH_QUERY_MAX_LENGTH)
    .optional()
    .describe(
      'Words of the name (of a venue, its village or county too), in Greek or Greeklish, any accents and order: those matching every word, best first',
    ),
  limit: queryNumber(z.coerce.number().int().min(1).max(CATALOGUE_PAGE_MAX))
    .default(CATALOGUE_PAGE)
    .describe(
      `How many (default ${CATALOGUE_PAGE}, at most ${CATALOGUE_PAGE_MAX}); fewer means there are no more`,
    ),
  offset: queryNumber(z.coerce.number().int().min(0).max(100_000))
    .default(0)
    .describe('How many to pass over first, in name order (paging every one)'),
});
export type TCatalogueQuery = z.infer<typeof ZCatalogueQuery>;

const artistRoute = routeGroup({ access: 'public', tags: ['artists'] });

export const artists = {
  list: artistRoute('GET /api/public/artists', {
    summary: 'Artists by name, a page at a time, or those asked by id or by words of their name',
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
    summary:
      'Venues with their profile by name, a page at a time, or those asked by id or by words of their name',
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
