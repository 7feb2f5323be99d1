import { z } from 'zod';
import { ZCounty, ZDate, ZId } from './common.ts';

export const ZPartnerVenue = z.object({
  id: ZId,
  name: z.string(),
  county: ZCounty.nullable(),
  upcoming: z.number().int().nonnegative().describe('Published events from today on'),
  past: z.number().int().nonnegative(),
  views: z.number().int().nonnegative().describe('Views of all its events'),
  favorites: z.number().int().nonnegative().describe('Saves of its upcoming events'),
});

export const ZPartnerEvent = z.object({
  id: ZId,
  date: ZDate,
  time: z.string().nullable(),
  locationId: ZId,
  artists: z.array(z.string()),
  published: z.boolean(),
  canceled: z.boolean(),
  views: z.number().int().nonnegative(),
  favorites: z.number().int().nonnegative(),
});

/** `GET /api/partner/overview`: the partner's venues with their numbers, and their upcoming events. */
export const ZPartnerOverview = z
  .object({
    venues: z.array(ZPartnerVenue),
    upcoming: z.array(ZPartnerEvent).describe('Upcoming events at these venues, soonest first'),
    totals: z.object({
      upcoming: z.number().int().nonnegative(),
      views: z.number().int().nonnegative(),
      favorites: z.number().int().nonnegative(),
    }),
  })
  .describe('Partner overview');
export type TPartnerOverview = z.infer<typeof ZPartnerOverview>;
