import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH } from '../rules/search.ts';
import { ZArtistSummary } from './artist.ts';
import { queryNumber } from './common.ts';
import { ZEvent } from './event.ts';
import { ZLocationSummary } from './location.ts';
import { ZText } from './text.ts';

/** How many events one search answer carries unless asked for more. */
export const SEARCH_EVENT_PAGE = 20;
/**
 * Events a search counts past the page asked: a common word matches thousands of descriptions, and
 * counting them all would cost more than finding the page. Past it the count stops and says so.
 */
export const SEARCH_EVENT_COUNT_AHEAD = 200;
/**
 * Venues, and artists, one search lists at most, best first: a county's name matches every venue
 * in it (hundreds on a full island), and a box of names is read from the top.
 */
export const SEARCH_NAMES_MAX = 50;

/** `GET /api/public/search?q=`. */
export const ZSearchQuery = z.object({
  q: ZText()
    .max(SEARCH_QUERY_MAX_LENGTH * 2)
    .describe(
      'What was typed: Greek, Greeklish or English place names, any accents, case and word order, and dates ("5 Δεκεμβρίου", "Σάββατο 5/12", "αύριο", "this weekend")',
    ),
  limit: queryNumber(z.coerce.number().int().min(1).max(200))
    .default(SEARCH_EVENT_PAGE)
    .describe(
      `Events per page (default ${SEARCH_EVENT_PAGE}, at most 200); the best ${SEARCH_NAMES_MAX} venues and artists are listed`,
    ),
  offset: queryNumber(z.coerce.number().int().min(0).max(100_000)).default(0),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

/** Best first: upcoming events, venues and artists whose names or descriptions match. */
export const ZSearchResults = z
  .object({
    events: z.array(ZEvent).describe('One page of the matching upcoming events'),
    eventCount: z
      .number()
      .int()
      .min(0)
      .describe(
        `How many upcoming events match in all; when \`eventCountCapped\`, at least this many (counted up to ${SEARCH_EVENT_COUNT_AHEAD} past the page asked)`,
      ),
    eventCountCapped: z
      .literal(true)
      .optional()
      .describe('Present when more events match than `eventCount`: the count stopped there'),
    venues: z
      .array(ZLocationSummary)
      .max(SEARCH_NAMES_MAX)
      .describe(`The matching venues, best first, at most ${SEARCH_NAMES_MAX}`),
    artists: z
      .array(ZArtistSummary)
      .max(SEARCH_NAMES_MAX)
      .describe(`The matching artists, best first, at most ${SEARCH_NAMES_MAX}`),
  })
  .describe('Search results, best match first');
export type TSearchResults = z.infer<typeof ZSearchResults>;
