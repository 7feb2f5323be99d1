/**
 * The schedule widget a venue, an artist, a tourism site or a hotel puts on its own website
 * (`/embed.js` or the `/embed/...` frame): one selection's next nights, small enough for any page.
 */
import { z } from 'zod';
import { FILTER_QUERY_MAX_LENGTH } from '../rules/filter-options.ts';
import { ZCounty, ZDate, ZId, ZTime } from './common.ts';

/** The most nights one widget shows: a season's worth for a venue, a week for a county. */
export const WIDGET_EVENT_LIMIT = 20;

export const ZWidgetLanguage = z.enum(['el', 'en']).describe('The language of names and texts');

export const ZWidgetQuery = z
  .object({
    venue: ZId.optional().describe("A venue's next nights"),
    artist: ZId.optional().describe("An artist's next nights"),
    county: ZCounty.optional().describe("A county's next nights"),
    query: z
      .string()
      .max(FILTER_QUERY_MAX_LENGTH)
      .optional()
      .describe('A saved search: the query of /glentia/search (the filter as JSON)'),
    lang: ZWidgetLanguage.default('el'),
  })
  .refine(
    (query) =>
      [query.venue, query.artist, query.county, query.query].filter((v) => v !== undefined).length === 1,
    { message: 'Name exactly one of venue, artist, county or query' },
  );

export const ZWidgetEvent = z.object({
  id: ZId,
  date: ZDate,
  time: ZTime.nullable(),
  title: z.string().describe('The title, or its artists at its venue when it has none'),
  artists: z.array(z.string()),
  venue: z.string().nullable(),
  canceled: z.boolean(),
  url: z.string().describe("The event's page on Glentia"),
});

export const ZWidget = z
  .object({
    name: z.string().describe('What the widget shows: the venue, the artist, the county or "search"'),
    url: z.string().describe('The page of the whole selection on Glentia'),
    events: z.array(ZWidgetEvent).max(WIDGET_EVENT_LIMIT),
  })
  .describe("A selection's next published nights, for a widget on another website");

export type TWidget = z.infer<typeof ZWidget>;
export type TWidgetEvent = z.infer<typeof ZWidgetEvent>;
export type TWidgetQuery = z.infer<typeof ZWidgetQuery>;
