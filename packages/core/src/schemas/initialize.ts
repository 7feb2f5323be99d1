import { z } from 'zod';
import { ZAd } from './ad.ts';
import { ZArtistSummary } from './artist.ts';
import { ZEvent } from './event.ts';
import { ZLocationSummary } from './location.ts';
import { ZNotification } from './notification.ts';

export const DECORATIONS = ['CHRISTMAS'] as const;

/**
 * Artists, and venues, the start data names at most: those of the home page's glentia and then
 * those with the most upcoming ones. The rest are found by search or asked by id
 * (`GET /api/public/artists?ids=`), so the first screen's data does not grow with the island.
 */
export const INITIALIZE_NAMES_MAX = 60;

export const ZStatistics = z.object({
  glentia: z.number().int().nonnegative().describe('Published events'),
  users: z.number().int().nonnegative().describe('Registered users'),
  dailyUsers: z.number().int().nonnegative().describe('Devices seen today (Crete time)'),
  online: z.number().int().nonnegative().describe('Devices seen in the last 5 minutes'),
});
export type TStatistics = z.infer<typeof ZStatistics>;

/** `GET /api/public/initialize`: what the app needs to draw its first screen. */
export const ZInitialize = z
  .object({
    ads: z.array(ZAd),
    statistics: ZStatistics,
    decoration: z.enum(DECORATIONS).nullable(),
    glentia: z
      .array(ZEvent.omit({ description: true }))
      .describe(
        'Home page events as lists show them (no description): the promoted upcoming ones, then the latest added upcoming ones',
      ),
    notifications: z.array(ZNotification).describe("This device's or user's notifications, newest first"),
    artists: z
      .array(ZArtistSummary)
      .max(INITIALIZE_NAMES_MAX)
      .describe(
        `The artists of the home events, then those with the most upcoming events: at most ${INITIALIZE_NAMES_MAX}, by name`,
      ),
    locations: z
      .array(ZLocationSummary)
      .max(INITIALIZE_NAMES_MAX)
      .describe(
        `The venues of the home events, then those with the most upcoming events: at most ${INITIALIZE_NAMES_MAX}, by name`,
      ),
  })
  .describe('Initial data');
export type TInitialize = z.infer<typeof ZInitialize>;
