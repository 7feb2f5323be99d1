import { z } from 'zod';
import { ZAd } from './ad.ts';
import { ZArtistSummary } from './artist.ts';
import { ZEvent } from './event.ts';
import { ZLocationSummary } from './location.ts';
import { ZNotification } from './notification.ts';

export const DECORATIONS = ['CHRISTMAS'] as const;

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
    artists: z.array(ZArtistSummary),
    locations: z.array(ZLocationSummary),
  })
  .describe('Initial data');
export type TInitialize = z.infer<typeof ZInitialize>;
