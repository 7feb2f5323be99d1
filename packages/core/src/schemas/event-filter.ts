/**
 * The filter every event query shares (the list, the calendar's days, the summaries): a date
 * range and lists of counties, artists and venues, with the checks on the range.
 */
import { z } from 'zod';
import { daysBetween } from '../rules/time.ts';
import { ZCounty, ZDate } from './common.ts';

/** The longest span the days-with-events query covers: a little over a year. */
export const EVENT_DAYS_MAX_SPAN = 400;

/** The most items one list-valued query parameter carries (`?county=`, `?artist=`, `?ids=`, …). */
export const QUERY_LIST_MAX = 100;

/**
 * Repeated query parameters arrive as a string or a list; both become a list. Leaving one out is
 * an empty list: the default (rather than a preprocess step) is what tells the OpenAPI document
 * that the parameter is optional.
 */
export const listOf = <T extends z.ZodType>(item: T) =>
  z
    .preprocess(
      (value) => (Array.isArray(value) ? value : String(value).split(',')),
      z.array(item).max(QUERY_LIST_MAX),
    )
    .default([]);

/** The filter's fields; `lastDate` says what the last date defaults to. */
export const eventFilterFields = (lastDate: string) => ({
  from: ZDate.optional().describe('First date (default today)'),
  to: ZDate.optional().describe(`Last date (default ${lastDate})`),
  county: listOf(ZCounty).describe('Counties (nomos); repeat or comma-separate'),
  artist: listOf(z.uuid()).describe('Artist ids; repeat or comma-separate'),
  location: listOf(z.uuid()).describe('Venue ids; repeat or comma-separate'),
});

interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** The range's check that it runs forwards, with its message (arguments of `refine`). */
export const datesInOrder: [(query: DateRange) => boolean, { message: string; path: string[] }] = [
  (query) => !query.from || !query.to || query.from <= query.to,
  { message: 'from must not be after to', path: ['to'] },
];

/** Whether a range is at most `EVENT_DAYS_MAX_SPAN` days long (open ends always are). */
export const withinDaySpan = (query: DateRange) =>
  !query.from || !query.to || daysBetween(query.from, query.to) <= EVENT_DAYS_MAX_SPAN;
export const daySpanIssue = { message: `At most ${EVENT_DAYS_MAX_SPAN} days at once`, path: ['to'] };
