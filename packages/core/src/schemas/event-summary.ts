import { z } from 'zod';
import {
  MAP_AREA_MAX_PX,
  MAP_CELL_PX,
  MAP_DEFAULT_ZOOM,
  MAP_EVERY_VENUE_ZOOM,
  MAP_ISLAND,
  MAP_ZOOM_MAX,
  MAP_ZOOM_MIN,
  type MapBlocks,
  type MapBox,
  mapBlocks,
  mapBlocksPixels,
  parseMapBox,
} from '../rules/map-area.ts';
import { addDays } from '../rules/time.ts';
import { ZArtistSummary } from './artist.ts';
import { queryNumber, ZDate, ZId } from './common.ts';
import { ZEvent } from './event.ts';
import { datesInOrder, daySpanIssue, eventFilterFields, withinDaySpan } from './event-filter.ts';
import { ZLocationSummary } from './location.ts';

/**
 * An event as lists show it: no description (only the event page shows it), and its artists and
 * venue by id, each described once in the page that carries them.
 */
export const ZEventSummary = ZEvent.omit({ description: true, artists: true, location: true })
  .extend({
    artistIds: z.array(ZId).describe('Ids of `artists` in the same answer, in billing order'),
    locationId: ZId.nullable().describe('Id of a venue in `locations` of the same answer'),
  })
  .describe('Event (list summary)');
export type TEventSummary = z.infer<typeof ZEventSummary>;

/** A page of summaries with the artists and venues they name, each once. */
export const ZEventSummaryPage = z
  .object({
    events: z.array(ZEventSummary),
    artists: z.array(ZArtistSummary),
    locations: z.array(ZLocationSummary),
    total: z.number().int().nonnegative().describe('Events matching the filter over its whole range'),
    next: ZDate.nullable().describe(
      'Where the next window starts: the first later date with events in the range, or this window’s last day when the window ended inside a crowded day (then `nextSkip` says how many of its glentia were sent)',
    ),
    nextSkip: z
      .number()
      .int()
      .positive()
      .optional()
      .describe('Present when the next window starts inside the day `next`: pass it as `skip`'),
  })
  .describe('Events (summaries)');
export type TEventSummaryPage = z.infer<typeof ZEventSummaryPage>;

/** The longest window one timeline page covers. */
export const EVENT_WINDOW_MAX_DAYS = 62;

/** How far into one day a window may start (`skip`): more glentia than any one day of an island. */
export const EVENT_WINDOW_MAX_SKIP = 10_000;

/**
 * Query of `GET /api/public/glentia/summary`: the list's filter, answered a window at a time: the
 * days `from … from + days − 1` (`days` defaults to `EVENT_WINDOW_MAX_DAYS`), at most
 * `EVENT_WINDOW_MAX_EVENTS` glentia, ending early on a whole day, or inside a day that alone holds
 * more (then `next` is that day and `nextSkip` how many of it were sent; ask again with `skip`).
 * Every answer is bounded whatever the data holds: a year's summary at 100,000 events was 53.8 MB.
 */
export const ZEventSummaryQuery = z
  .object({
    ...eventFilterFields('two months after from'),
    days: z.coerce
      .number()
      .int()
      .min(1)
      .max(EVENT_WINDOW_MAX_DAYS)
      .optional()
      .describe(`Window length in days, from \`from\` (default and at most ${EVENT_WINDOW_MAX_DAYS})`),
    skip: z.coerce
      .number()
      .int()
      .min(0)
      .max(EVENT_WINDOW_MAX_SKIP)
      .optional()
      .describe('Glentia of the window’s first day already received (the last answer’s `nextSkip`)'),
  })
  .refine(...datesInOrder)
  .refine((query) => query.days !== undefined || withinDaySpan(query), daySpanIssue);
export type TEventSummaryQuery = z.infer<typeof ZEventSummaryQuery>;

/**
 * A timeline window also ends early, on a whole day, once its days hold this many glentia, and a
 * day that alone holds more comes in pages of this many. A week in Crete holds some fifty; a data
 * set of 20,000 events put 2,300 in one week's answer (1.3 MB), and one Friday of 370 glentia was
 * 41 KB of Brotli, all of it inlined in the page a phone first opens. 200 keep a window under the
 * 30 KB goal (test: `event-summaries.test.ts`, a day of 400).
 */
export const EVENT_WINDOW_MAX_EVENTS = 200;

/**
 * The last day of a window given its days with events (in date order): `end`, unless those days
 * hold more than `max` events, then the last whole day within `max` (never before the first day,
 * however full: a day is not split).
 */
export function windowEndByCount(
  days: ReadonlyArray<{ date: string; count: number }>,
  end: string,
  max = EVENT_WINDOW_MAX_EVENTS,
): string {
  let held = 0;
  let last: string | null = null;
  for (const day of days) {
    if (day.date > end) break;
    if (last !== null && held + day.count > max) return last;
    held += day.count;
    last = day.date;
  }
  return end;
}

/** The last date of a window of `days` days from `from`, within `to`. */
export function windowEnd(from: string, to: string, days: number | undefined): string {
  if (days === undefined) return to;
  const end = addDays(from, days - 1);
  return end < to ? end : to;
}

/**
 * Query of `GET /api/public/glentia/places`: the list's filter (a range of at most
 * `EVENT_DAYS_MAX_SPAN` days, default two months from `from`), answered for an area of the map at a
 * zoom: the venues in cells a marker wide, crowded cells as one group.
 */
export const ZEventPlacesQuery = z
  .object({
    ...eventFilterFields('two months after from'),
    bbox: z
      .string()
      .transform((text, context) => {
        const box = parseMapBox(text);
        if (!box) context.addIssue({ code: 'custom', message: 'bbox is west,south,east,north in degrees' });
        return box ?? z.NEVER;
      })
      .optional()
      .describe('The area shown, `west,south,east,north` in degrees (default Crete and its sea)'),
    zoom: queryNumber(z.coerce.number().int().min(MAP_ZOOM_MIN).max(MAP_ZOOM_MAX))
      .optional()
      .describe(
        `The map's zoom (default ${MAP_DEFAULT_ZOOM}): venues closer than ${MAP_CELL_PX} pixels at it are one group, up to zoom ${MAP_EVERY_VENUE_ZOOM}`,
      ),
  })
  .refine(...datesInOrder)
  .refine(withinDaySpan, daySpanIssue)
  .refine(
    (query) => {
      const { width, height } = mapBlocksPixels(eventPlacesArea(query));
      return width <= MAP_AREA_MAX_PX && height <= MAP_AREA_MAX_PX;
    },
    { message: `The area is at most ${MAP_AREA_MAX_PX} pixels wide and tall at its zoom`, path: ['bbox'] },
  );
export type TEventPlacesQuery = z.infer<typeof ZEventPlacesQuery>;

/** The blocks of the map a places question covers: its `bbox` (or the island) at its `zoom`. */
export function eventPlacesArea(query: { bbox?: MapBox | undefined; zoom?: number | undefined }): MapBlocks {
  return mapBlocks(query.bbox ?? MAP_ISLAND, query.zoom ?? MAP_DEFAULT_ZOOM);
}

/** One venue on the map with how many of the filter's events it holds. */
export const ZEventPlace = z
  .object({
    location: ZLocationSummary,
    count: z.number().int().positive().describe('Events of the filter at this venue'),
    first: ZDate.describe('Date of the soonest of them'),
  })
  .describe('Venue with events');
export type TEventPlace = z.infer<typeof ZEventPlace>;

/** Venues too close together to tell apart at the map's zoom, as one marker. */
export const ZEventPlaceGroup = z
  .object({
    lat: z.number().describe('Middle of its venues'),
    lng: z.number(),
    venues: z.number().int().min(2).describe('How many venues'),
    count: z.number().int().positive().describe('Events of the filter at them'),
    first: ZDate.describe('Date of the soonest of them'),
    bounds: z
      .object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() })
      .describe('The box around its venues: zoom into it to see them apart'),
  })
  .describe('Venues close together');
export type TEventPlaceGroup = z.infer<typeof ZEventPlaceGroup>;

/**
 * The map's answer for an area and zoom: a venue alone in its cell (or sharing its point) as
 * itself, several as one group. It is bounded by the area's cells, not by the island's venues or
 * its calendar; a venue's events are asked when its marker is opened (the summaries with
 * `location` and a window of `days`).
 */
export const ZEventPlaces = z
  .object({
    places: z.array(ZEventPlace),
    groups: z.array(ZEventPlaceGroup),
    total: z
      .number()
      .int()
      .nonnegative()
      .describe('Events of the filter at venues with a known place, in the whole area of the filter'),
  })
  .describe('Venues with events');
export type TEventPlaces = z.infer<typeof ZEventPlaces>;

/** The most venues one page of the map's list carries, and how many unless asked. */
export const PLACE_LIST_PAGE = 30;
export const PLACE_LIST_PAGE_MAX = 100;

/**
 * Query of `GET /api/public/glentia/places/list`: the map as a list, for keyboards and screen
 * readers, a page at a time: nearest first from `near`, or the soonest glenti first.
 */
export const ZEventPlaceListQuery = z
  .object({
    ...eventFilterFields('two months after from'),
    near: z
      .string()
      .transform((text, context) => {
        const [lat, lng, ...rest] = text
          .split(',')
          .map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
        const valid =
          rest.length === 0 &&
          lat !== undefined &&
          lng !== undefined &&
          Math.abs(lat) <= 90 &&
          Math.abs(lng) <= 180;
        if (!valid) context.addIssue({ code: 'custom', message: 'near is lat,lng in degrees' });
        // Rounded to about a kilometre: enough to order venues, and no closer than that to the visitor.
        return valid ? { lat: Math.round(lat * 100) / 100, lng: Math.round(lng * 100) / 100 } : z.NEVER;
      })
      .optional()
      .describe('`lat,lng`: nearest venues first, to about a kilometre (default: the soonest glenti first)'),
    limit: queryNumber(z.coerce.number().int().min(1).max(PLACE_LIST_PAGE_MAX))
      .default(PLACE_LIST_PAGE)
      .describe(`How many venues (default ${PLACE_LIST_PAGE}, at most ${PLACE_LIST_PAGE_MAX})`),
    offset: queryNumber(z.coerce.number().int().min(0).max(100_000))
      .default(0)
      .describe('How many to pass over first (the last answer’s `next`)'),
  })
  .refine(...datesInOrder)
  .refine(withinDaySpan, daySpanIssue);
export type TEventPlaceListQuery = z.infer<typeof ZEventPlaceListQuery>;

export const ZEventPlaceList = z
  .object({
    places: z.array(ZEventPlace),
    next: z
      .number()
      .int()
      .positive()
      .nullable()
      .describe('The `offset` of the next page, or null at the end'),
  })
  .describe('Venues with events, a page');
export type TEventPlaceList = z.infer<typeof ZEventPlaceList>;
