import { z } from 'zod';
import { ZCounty, ZDate, ZId, ZTime } from './common.ts';

const ZSureness = z.number().min(0).max(1).describe('0 (a guess) to 1 (read exactly)');

/**
 * What the poster reader guessed (`POST /api/v1/users/glenti/draft-from-poster`). Nothing is
 * saved: the form fills its empty fields with these and the person checks each one.
 */
export const ZPosterDraft = z
  .object({
    date: ZDate.nullable(),
    time: ZTime.nullable(),
    telephone: z.string().nullable().describe('Digits with +30'),
    location: z
      .object({
        id: ZId.nullable().describe('A known venue; null when only its name was read'),
        name: z.string(),
        county: ZCounty.nullable().describe('From the venue, or from a village the poster names'),
      })
      .nullable(),
    artists: z.array(
      z.object({
        id: ZId.nullable().describe('A known artist; null when only the name was read'),
        name: z.string(),
      }),
    ),
    entryPrice: z
      .number()
      .int()
      .min(0)
      .nullable()
      .describe('Entry in cents: 0 for free entry ("ελεύθερη είσοδος"); null when the poster says nothing'),
    ticketUrl: z.string().nullable().describe('A ticket or booking address the poster prints, as https'),
    description: z
      .string()
      .nullable()
      .describe("The poster's other lines (title, programme, sponsors), cleaned of what became fields"),
    confidence: z
      .object({
        date: ZSureness,
        time: ZSureness,
        telephone: ZSureness,
        location: ZSureness,
        artists: ZSureness,
        entry: ZSureness,
      })
      .describe(
        'How sure the reader is of each field; 0 when nothing was found. Calibrated so that at least 95 % of guesses at 0.8 or more are right; below 0.8 the form asks',
      ),
  })
  .describe('An event draft read from a poster');
export type TPosterDraft = z.infer<typeof ZPosterDraft>;
