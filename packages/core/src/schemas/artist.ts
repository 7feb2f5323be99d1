import { z } from 'zod';
import { ZId, ZInstagramProfile } from './common.ts';

export const ZSpotifyArtist = z.object({
  id: z.string().optional(),
  name: z.string(),
  followers: z.object({ total: z.number().int().nonnegative() }),
  external_urls: z.object({ spotify: z.string() }),
  popularity: z.number().int().min(0).max(100).optional().describe("Spotify's 0–100 popularity"),
  images: z
    .array(z.object({ url: z.string(), width: z.number().nullable(), height: z.number().nullable() }))
    .optional(),
});

export const ZSpotifyAlbum = z.object({
  id: z.string(),
  name: z.string(),
  images: z.array(z.object({ url: z.string(), width: z.number().nullable(), height: z.number().nullable() })),
  release_date: z.string(),
  album_type: z.string(),
  external_urls: z.object({ spotify: z.string() }),
});

/** An artist as it appears inside an event and in lists. */
export const ZArtistSummary = z
  .object({
    id: ZId,
    name: z.string(),
    image: z.string().nullable().describe('Profile image URL; the app shows a default artist icon when null'),
  })
  .describe('Artist (summary)');
export type TArtistSummary = z.infer<typeof ZArtistSummary>;

/** The artist's own words about themselves, in Greek and in English (null where not written). */
export const ZArtistBio = z
  .object({ el: z.string().nullable(), en: z.string().nullable() })
  .describe('Biography the artist or an admin wrote, per language');
export type TArtistBio = z.infer<typeof ZArtistBio>;

/** The full artist profile of `/artist/{id}`. */
export const ZArtist = ZArtistSummary.extend({
  spotifyArtist: ZSpotifyArtist.nullable(),
  spotifyAlbums: z.object({ items: z.array(ZSpotifyAlbum) }).nullable(),
  igProfile: ZInstagramProfile.nullable(),
  bio: ZArtistBio,
  followers: z.number().int().nonnegative().describe('People following this artist on Glentia'),
}).describe('Artist');
export type TArtist = z.infer<typeof ZArtist>;
