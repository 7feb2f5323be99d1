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

export const ZEventActivityDay = z.object({
  date: ZDate,
  views: z.number().int().nonnegative(),
  saves: z.number().int().nonnegative().describe('Saves made that day (still saved)'),
});

/** `GET /api/partner/glentia/{id}/daily`: an event's views and saves on each day of the range. */
export const ZEventDailyStatistics = z
  .object({
    eventId: ZId,
    from: ZDate,
    to: ZDate,
    days: z.array(ZEventActivityDay).describe('Every day of the range, quiet days included'),
  })
  .describe('Event statistics per day');
export type TEventDailyStatistics = z.infer<typeof ZEventDailyStatistics>;

// ---------------------------------------------------------------- admin: venues of a partner

export const ZPartnerVenueRef = z.object({ id: ZId, name: z.string(), county: ZCounty.nullable() });
export const ZPartnerVenueRefList = z.array(ZPartnerVenueRef);
export type TPartnerVenueRef = z.infer<typeof ZPartnerVenueRef>;

/** `PUT /api/admin/users/{id}/venues`: exactly the venues this partner runs (one partner per venue). */
export const ZSetPartnerVenuesBody = z.object({
  locationIds: z.array(ZId).max(200).describe('Every venue the partner runs; others are let go'),
});
export type TSetPartnerVenuesBody = z.infer<typeof ZSetPartnerVenuesBody>;
