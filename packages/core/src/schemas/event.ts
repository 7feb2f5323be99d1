import { z } from 'zod';
import { ZArtistSummary } from './artist.ts';
import { queryNumber, ZDate, ZId, ZTime } from './common.ts';
import {
  datesInOrder,
  daySpanIssue,
  EVENT_DAYS_MAX_SPAN,
  eventFilterFields,
  QUERY_LIST_MAX,
  withinDaySpan,
} from './event-filter.ts';
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
 * Query of `GET /api/public/glentia`: the filter options of SPEC §3 as query parameters, paged,
 * over a range of at most `EVENT_DAYS_MAX_SPAN` (400) days, so no answer grows with the calendar.
 */
export const ZEventListQuery = z
  .object({
    ...eventFilterFields('two months ahead'),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(1000)
      .default(200)
      .describe('Page size (default 200, at most 1000)'),
    offset: queryNumber(z.coerce.number().int().min(0).max(100_000)).default(0),
  })
  .refine(...datesInOrder)
  .refine(withinDaySpan, daySpanIssue);
export type TEventListQuery = z.infer<typeof ZEventListQuery>;

export const ZViewedResponse = z.object({ id: ZId, views: z.number().int() });

export const ZFollowersResponse = z.object({
  id: ZId,
  followers: z.number().int().nonnegative(),
});

export { EVENT_DAYS_MAX_SPAN, QUERY_LIST_MAX };

/**
 * Query of `GET /api/public/glentia/days`: the same filter as the list, without paging. The
 * calendar asks it which days of its window have events, so it can mark them.
 */
export const ZEventDaysQuery = z
  .object(eventFilterFields('two months after from'))
  .refine(...datesInOrder)
  .refine(withinDaySpan, daySpanIssue);
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
