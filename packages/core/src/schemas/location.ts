import { z } from 'zod';
import { ZCounty, ZId, ZInstagramProfile } from './common.ts';
import { ZText } from './text.ts';

export const ZLocationMeta = z.object({
  formatted_address: ZText().nullable().optional(),
  rating: z.number().min(0).max(5).nullable().optional(),
  user_ratings_total: z.number().int().nonnegative().nullable().optional(),
});

/**
 * The grammatical gender of a venue's name, set by an admin where the first word does not tell it
 * (Greek says "στην Ταβέρνα…" but "στο Καφενείο…"); null lets the app read it from the name.
 */
export const ZVenueGender = z.enum(['m', 'f', 'n']).describe('m, f or n; null: read from the first word');

/** A venue as it appears inside an event and in lists. */
export const ZLocationSummary = z
  .object({
    id: ZId,
    name: z.string(),
    county: ZCounty.nullable(),
    postalCode: z.string().nullable(),
    phone: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    image: z.string().nullable().describe('Profile picture URL; the app shows a music-hall image when null'),
    gender: ZVenueGender.nullable().optional(),
  })
  .describe('Venue (summary)');
export type TLocationSummary = z.infer<typeof ZLocationSummary>;

/** The full venue profile of `/location/{id}`. */
export const ZLocation = ZLocationSummary.extend({
  igProfile: ZInstagramProfile.nullable(),
  meta: ZLocationMeta.nullable(),
  website: z.string().nullable(),
  followers: z.number().int().nonnegative().describe('People following this venue on Glentia'),
}).describe('Venue');
export type TLocation = z.infer<typeof ZLocation>;
