/** Posts fetched from venues' and artists' Instagram profiles, for admins to accept or reject. */
import { z } from 'zod';
import { ZId } from './common.ts';

export const SOCIAL_POST_STATUSES = ['NEW', 'ACCEPTED', 'REJECTED'] as const;

export const ZSocialPost = z
  .object({
    id: ZId,
    source: z.string(),
    externalId: z.string(),
    username: z.string().nullable(),
    caption: z.string().nullable(),
    imageUrl: z.string().nullable(),
    permalink: z.string().nullable(),
    postedAt: z.iso.datetime().nullable(),
    status: z.enum(SOCIAL_POST_STATUSES),
    artist: z.object({ id: ZId, name: z.string() }).nullable(),
    location: z.object({ id: ZId, name: z.string() }).nullable(),
    eventId: ZId.nullable().describe('The draft event made when it was accepted'),
  })
  .describe('Social post');
export type TSocialPost = z.infer<typeof ZSocialPost>;

export const ZSocialPostList = z.array(ZSocialPost);

export const ZSocialPostListQuery = z.object({
  status: z.enum(SOCIAL_POST_STATUSES).default('NEW'),
});

export const ZSocialRefreshResult = z.object({
  profiles: z.number().int().describe('Instagram profiles checked'),
  added: z.number().int().describe('New posts stored'),
  failed: z.array(z.object({ username: z.string(), message: z.string() })),
});
export type TSocialRefreshResult = z.infer<typeof ZSocialRefreshResult>;
