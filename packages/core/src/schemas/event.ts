import { z } from 'zod';
import { daysBetween } from '../rules/time.ts';
import { ZArtistSummary } from './artist.ts';
import { ZCounty, ZDate, ZId, ZTime } from './common.ts';
import { ZLocationSummary } from './location.ts';

/** An event (a glenti) as every public list and page shows it (SPEC §3). */
export const ZEvent = z
  .object({
    id: ZId,
    title: z.string().nullable(),
    date: ZDate,
    time: ZTime.nullable(),
    duration: z.number().nullable().describe('Hours'),
    startAt: z.iso.datetime().nullable().describe('Start instant, when a start time is known'),
    endAt: z.iso.datetime().nullable().describe('End instant, when a start time and duration are known'),
    description: z.string().nullable(),
    telephone: z.string().nullable(),
    image: z.string().nullable().describe('Poster URL'),
    imageWidth: z.number().int().nullable(),
    imageHeight: z.number().int().nullable(),
    thumbnail: z.string().nullable().describe('Small poster URL for cards'),
    instagramImage: z.string().nullable().describe('Square image preferred for sharing'),
    artists: z.array(ZArtistSummary),
    location: ZLocationSummary.nullable(),
    views: z.number().int().nonnegative(),
    favorites: z.number().int().nonnegative(),
    published: z.boolean(),
    canceled: z.boolean(),
    canceledBy: z
      .enum(['uploader', 'admin'])
      .nullable()
      .optional()
      .describe('Who canceled it: its uploader or an admin; null when not canceled or not recorded'),
    selected: z.boolean().describe('Promoted by an admin'),
    future: z.boolean().describe('Date is today or later, in Crete'),
    createdAt: z.iso.datetime(),
    publishedFrom: z.string().nullable().describe('Username of the uploader'),
    lotteryLink: z.string().nullable(),
    menuLink: z.string().nullable(),
    entryPrice: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .describe('Entry price in euro cents: 0 is free entry, null when not said'),
    ticketUrl: z.string().nullable().describe('Reservation or ticket link (https), when there is one'),
    seriesId: ZId.nullable().optional().describe('The weekly residency this night belongs to, if any'),
  })
  .describe('Event (glenti)');
export type TEvent = z.infer<typeof ZEvent>;

export const ZEventList = z.array(ZEvent);

/**
 * Repeated query parameters arrive as a string or a list; both become a list. Leaving one out is
 * an empty list: the default (rather than a preprocess step) is what tells the OpenAPI document
 * that the parameter is optional.
 */
const listOf = <T extends z.ZodType>(item: T) =>
  z
    .preprocess((value) => (Array.isArray(value) ? value : String(value).split(',')), z.array(item).max(100))
    .default([]);

/** Query of `GET /api/public/glentia`: the filter options of SPEC §3 as query parameters. */
export const ZEventListQuery = z
  .object({
    from: ZDate.optional().describe('First date (default today)'),
    to: ZDate.optional().describe('Last date (default two months ahead)'),
    county: listOf(ZCounty).describe('Counties (nomos); repeat or comma-separate'),
    artist: listOf(z.uuid()).describe('Artist ids; repeat or comma-separate'),
    location: listOf(z.uuid()).describe('Venue ids; repeat or comma-separate'),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(1000)
      .default(200)
      .describe('Page size (default 200, at most 1000)'),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['to'],
  });
export type TEventListQuery = z.infer<typeof ZEventListQuery>;

export const ZViewedResponse = z.object({ id: ZId, views: z.number().int() });

export const ZFollowersResponse = z.object({
  id: ZId,
  followers: z.number().int().nonnegative(),
});

/** The longest span the days-with-events query covers: a little over a year. */
export const EVENT_DAYS_MAX_SPAN = 400;

/**
 * Query of `GET /api/public/glentia/days`: the same filter as the list, without paging. The
 * calendar asks it which days of its window have events, so it can mark them.
 */
export const ZEventDaysQuery = z
  .object({
    from: ZDate.optional().describe('First date (default today)'),
    to: ZDate.optional().describe('Last date (default two months after from)'),
    county: listOf(ZCounty).describe('Counties (nomos); repeat or comma-separate'),
    artist: listOf(z.uuid()).describe('Artist ids; repeat or comma-separate'),
    location: listOf(z.uuid()).describe('Venue ids; repeat or comma-separate'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['to'],
  })
  .refine((query) => !query.from || !query.to || daysBetween(query.from, query.to) <= EVENT_DAYS_MAX_SPAN, {
    message: `At most ${EVENT_DAYS_MAX_SPAN} days at once`,
    path: ['to'],
  });
export type TEventDaysQuery = z.infer<typeof ZEventDaysQuery>;

/** One day that has published events, and how many. */
export const ZEventDay = z
  .object({
    date: ZDate,
    count: z.number().int().positive().describe('Published events that day (canceled ones included)'),
  })
  .describe('Day with events');
export type TEventDay = z.infer<typeof ZEventDay>;

export const ZEventDays = z.array(ZEventDay);
