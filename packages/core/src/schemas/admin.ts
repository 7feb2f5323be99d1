/** Admin curation of venues and artists (SPEC §7 admin calls). */
import { z } from 'zod';
import { ZArtist } from './artist.ts';
import { ZEmail } from './auth.ts';
import { ZCounty, ZId } from './common.ts';
import { ZLocation, ZLocationMeta, ZVenueGender } from './location.ts';
import { ZHttpLink, ZOptionalText, ZText } from './text.ts';

const ZWebsite = ZHttpLink();

/**
 * Instagram profile fields an admin may set; the username drives fetching posts. Each stands on its
 * own: a website with no Instagram username is kept (the username is then empty).
 */
export const ZInstagramProfileInput = z
  .object({
    username: ZText()
      .trim()
      .regex(/^@?[A-Za-z0-9._]{0,30}$/, 'Expected an Instagram username')
      .transform((value) => value.replace(/^@/, '')),
    website: ZWebsite.optional(),
    biography: ZOptionalText(2200).optional(),
    profilePicture: ZWebsite.optional(),
  })
  .nullable();

const ZPhoneInput = ZOptionalText(30).refine(
  (value) => !value || /^\+?[\d\s()-]{6,30}$/.test(value),
  'Expected a phone number',
);

/** `POST /api/admin/location`: a new venue (from a place search, or by name). */
export const ZCreateLocationBody = z.object({
  name: ZText().trim().min(1).max(120),
  lat: z.number().min(-90).max(90).nullable().optional(),
  lng: z.number().min(-180).max(180).nullable().optional(),
  postalCode: ZOptionalText(10).optional(),
  county: ZCounty.nullable().optional().describe('When absent, derived from the postal code'),
});
export type TCreateLocationBody = z.infer<typeof ZCreateLocationBody>;

/** `PUT /api/admin/location`: every editable field of a venue. */
export const ZUpdateLocationBody = z.object({
  id: ZId,
  name: ZText().trim().min(1).max(120),
  county: ZCounty.nullable(),
  postalCode: ZOptionalText(10),
  phone: ZPhoneInput,
  website: ZWebsite,
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
  igProfile: ZInstagramProfileInput,
  gender: ZVenueGender.nullable().optional().describe('Grammatical gender of the name; absent keeps it'),
  email: z
    .union([ZEmail, z.null(), z.literal('').transform(() => null)])
    .optional()
    .describe('The venue’s own e-mail, where a claim’s code goes; empty or null clears it, absent keeps it'),
});
export type TUpdateLocationBody = z.input<typeof ZUpdateLocationBody>;

/** `PUT /api/admin/location/{id}/meta`. */
export const ZLocationMetaBody = ZLocationMeta;
export type TLocationMetaBody = z.infer<typeof ZLocationMetaBody>;

/** `POST /api/admin/artist`. */
export const ZCreateArtistBody = z.object({ name: ZText().trim().min(1).max(120) });
export type TCreateArtistBody = z.infer<typeof ZCreateArtistBody>;

/** `PUT /api/admin/artist`: every editable field of an artist. */
export const ZUpdateArtistBody = z.object({
  id: ZId,
  name: ZText().trim().min(1).max(120),
  spotifyId: ZText()
    .trim()
    .regex(/^[A-Za-z0-9]{22}$/, 'Expected a Spotify artist id (22 letters and digits)')
    .nullable()
    .or(z.literal('').transform(() => null)),
  igProfile: ZInstagramProfileInput,
  bio: z
    .object({ el: ZOptionalText(2200), en: ZOptionalText(2200) })
    .optional()
    .describe('Biography in Greek and English; absent keeps it'),
});
export type TUpdateArtistBody = z.input<typeof ZUpdateArtistBody>;

/** A venue as admins edit it: its full profile. */
export const ZAdminLocation = ZLocation.extend({
  email: z.string().nullable().describe('The venue’s own e-mail (admins only): a claim’s code goes there'),
}).describe('Venue (admin)');
export type TAdminLocation = z.infer<typeof ZAdminLocation>;
export const ZAdminLocationList = z.array(ZAdminLocation);

/** An artist as admins edit it: the full profile with the Spotify id behind it. */
export const ZAdminArtist = ZArtist.extend({
  spotifyId: z.string().nullable(),
  spotifyStatus: z
    .enum(['NOT_CONFIGURED', 'WAITING', 'FETCHED', 'NO_ID'])
    .describe(
      'Why Spotify data shows or not: no credentials on the server, a fetch queued, data stored, or no Spotify id',
    ),
}).describe('Artist (admin)');
export type TAdminArtist = z.infer<typeof ZAdminArtist>;
export const ZAdminArtistList = z.array(ZAdminArtist);
