/**
 * Weekly residencies (series): the rule a venue owner or an admin sends with the event form, and
 * the series as its pages show it. Each night of a series is an ordinary event (`ZEvent`) with
 * `seriesId` set.
 */
import { z } from 'zod';
import { MAX_SERIES_COUNT, MONTHLY_POSITIONS, RECURRENCE_FREQUENCIES } from '../rules/recurrence.ts';
import { ZArtistSummary } from './artist.ts';
import { ZDate, ZId, ZTime } from './common.ts';
import { ZLocationSummary } from './location.ts';
import { ZText } from './text.ts';

/** How a series repeats; its first night is the form's `date`. */
export const ZRecurrenceRule = z
  .object({
    frequency: z.enum(RECURRENCE_FREQUENCIES).describe('weekly, fortnightly (every two weeks) or monthly'),
    position: z
      .union(MONTHLY_POSITIONS.map((value) => z.literal(value)))
      .nullable()
      .optional()
      .describe('Monthly only: 1 to 5 for the nth weekday of the month, -1 for the last'),
    until: ZDate.nullable().optional().describe('Last date, included (or give a count, or neither)'),
    count: z.number().int().min(1).max(MAX_SERIES_COUNT).nullable().optional().describe('Number of nights'),
    exceptions: z.array(ZDate).max(200).default([]).describe('Dates skipped'),
  })
  .strict()
  .describe('Repetition of a series');
export type TRecurrenceRule = z.infer<typeof ZRecurrenceRule>;

/** The multipart fields a series adds to the event form's (`POST /api/me/series`, `PUT /api/me/series/{id}`). */
export const ZSeriesExtraFields = z
  .object({
    recurrence: ZText()
      .transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: 'Expected the repetition as JSON' });
          return z.NEVER;
        }
      })
      .pipe(ZRecurrenceRule)
      .describe('JSON of the repetition'),
    title: ZText().trim().max(120).optional().describe('Name of the residency (optional)'),
  })
  .describe('Series fields');

/** A series as its owner, an admin and the event page see it. */
export const ZSeries = z
  .object({
    id: ZId,
    title: z.string().nullable(),
    startDate: ZDate,
    frequency: z.enum(RECURRENCE_FREQUENCIES),
    position: z.number().int().nullable(),
    until: ZDate.nullable(),
    count: z.number().int().nullable(),
    exceptions: z.array(ZDate),
    time: ZTime,
    duration: z.number().nullable(),
    description: z.string().nullable(),
    telephone: z.string().nullable(),
    entryPrice: z.number().int().nonnegative().nullable().describe('Euro cents: 0 is free entry'),
    ticketUrl: z.string().nullable(),
    image: z.string().nullable(),
    thumbnail: z.string().nullable(),
    location: ZLocationSummary,
    artists: z.array(ZArtistSummary),
    published: z.boolean().describe("False while a partner's series waits for an admin"),
    publishedFrom: z.string().nullable().describe('Username of whoever created it'),
    upcoming: z
      .array(z.object({ id: ZId, date: ZDate, canceled: z.boolean() }))
      .describe('The upcoming nights that exist as events (published series only)'),
  })
  .describe('Series (weekly residency)');
export type TSeries = z.infer<typeof ZSeries>;

/** `POST /api/me/series/{id}/end`: no night after `lastDate` (default: none after today). */
export const ZEndSeriesBody = z
  .object({
    lastDate: ZDate.optional().describe('The last night to keep; later ones are removed or canceled'),
  })
  .strict();
export type TEndSeriesBody = z.infer<typeof ZEndSeriesBody>;
