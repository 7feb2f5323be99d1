/**
 * Artist accounts (issue 31): an account with the artist role runs one or more artist pages (a
 * band's members may share one). Its own screen lists its pages, their dates and numbers.
 */
import { z } from 'zod';
import { ZAdminArtist } from './admin.ts';
import { ZDate, ZId } from './common.ts';
import { ZPartnerEvent } from './partner.ts';
import { ZHttpLink, ZOptionalText, ZText } from './text.ts';

/** One artist page as its artist sees it: everything they edit, and how it is doing. */
export const ZArtistPage = ZAdminArtist.extend({
  upcoming: z.number().int().nonnegative().describe('Published dates from today on'),
  past: z.number().int().nonnegative(),
  views: z.number().int().nonnegative().describe('Views of all its dates'),
}).describe('Artist page (its artist)');
export type TArtistPage = z.infer<typeof ZArtistPage>;

/** A date of one of the artist's pages, published or still waiting. */
export const ZArtistEvent = ZPartnerEvent.extend({
  locationId: ZId.nullable().describe('Null while the venue is a new name waiting for an admin'),
  artistIds: z.array(ZId).describe('Which of your pages play that night'),
  venue: z.string().nullable(),
  waitingFor: z
    .enum(['partner', 'admin'])
    .nullable()
    .describe("Who decides an unpublished date: the venue's partner, or an admin; null once published"),
  rejectReason: z.string().nullable(),
});

/** `GET /api/artist/overview`: the artist's pages with their numbers, and their coming dates. */
export const ZArtistOverview = z
  .object({
    pages: z.array(ZArtistPage),
    upcoming: z.array(ZArtistEvent).describe('Dates from today on, published or waiting, soonest first'),
  })
  .describe('Artist overview');
export type TArtistOverview = z.infer<typeof ZArtistOverview>;

/** `PUT /api/artist/pages/{id}`: what an artist edits on their page (the name stays with admins). */
export const ZArtistPageBody = z.object({
  bioEl: ZOptionalText(2200).describe('Biography in Greek'),
  bioEn: ZOptionalText(2200).describe('Biography in English'),
  instagram: ZText()
    .trim()
    .regex(/^@?[A-Za-z0-9._]{0,30}$/, 'Expected an Instagram username')
    .transform((value) => value.replace(/^@/, '') || null)
    .nullable(),
  website: ZHttpLink(),
  spotifyId: ZText()
    .trim()
    .regex(/^[A-Za-z0-9]{22}$/, 'Expected a Spotify artist id (22 letters and digits)')
    .nullable()
    .or(z.literal('').transform(() => null)),
});
export type TArtistPageBody = z.input<typeof ZArtistPageBody>;

export const ZFollowerDay = z.object({
  date: ZDate,
  followers: z.number().int().nonnegative().describe('Followers at the end of the day'),
  new: z.number().int().nonnegative().describe('Follows made that day (still following)'),
});

/** `GET /api/artist/pages/{id}/followers`: followers over time, each day of the range. */
export const ZArtistFollowers = z
  .object({ artistId: ZId, from: ZDate, to: ZDate, days: z.array(ZFollowerDay) })
  .describe('Followers of an artist page per day');
export type TArtistFollowers = z.infer<typeof ZArtistFollowers>;

// ---------------------------------------------------------------- admin: pages of an artist account

export const ZArtistPageRef = z.object({ id: ZId, name: z.string() });
export const ZArtistPageRefList = z.array(ZArtistPageRef);
export type TArtistPageRef = z.infer<typeof ZArtistPageRef>;

/** `PUT /api/admin/users/{id}/artists`: exactly the artist pages this account runs. */
export const ZSetArtistPagesBody = z.object({
  artistIds: z.array(ZId).max(50).describe('Every artist page the account runs; others are let go'),
});
export type TSetArtistPagesBody = z.infer<typeof ZSetArtistPagesBody>;
