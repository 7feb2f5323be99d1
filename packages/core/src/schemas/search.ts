import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH } from '../rules/search.ts';
import { ZArtistSummary } from './artist.ts';
import { ZEvent } from './event.ts';
import { ZLocationSummary } from './location.ts';
import { ZText } from './text.ts';

/** `GET /api/public/search?q=`. */
export const ZSearchQuery = z.object({
  q: ZText()
    .max(SEARCH_QUERY_MAX_LENGTH * 2)
    .describe('What was typed: Greek or Greeklish, any accents, case and word order'),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

/** Best first: upcoming events, venues and artists whose names or descriptions match. */
export const ZSearchResults = z
  .object({
    events: z.array(ZEvent),
    venues: z.array(ZLocationSummary),
    artists: z.array(ZArtistSummary),
  })
  .describe('Search results, best match first');
export type TSearchResults = z.infer<typeof ZSearchResults>;
