import { z } from 'zod';
import { ZId } from './common.ts';

/** SPEC §3 Topic: the followed artists and venues, as a list of ids. */
export const ZTopicList = z.array(ZId).describe('Ids of the followed artists and venues');
export type TTopicList = z.infer<typeof ZTopicList>;

export const TOPIC_KINDS = ['artist', 'location'] as const;
export type TopicKind = (typeof TOPIC_KINDS)[number];

/** Answer of the follow toggle. */
export const ZFollowToggleResponse = z
  .object({
    id: ZId.describe('Artist or venue id'),
    kind: z.enum(TOPIC_KINDS),
    following: z.boolean().describe('Whether the caller follows it now'),
    followers: z.number().int().nonnegative().describe('How many people follow it now'),
  })
  .describe('Follow toggled');
export type TFollowToggleResponse = z.infer<typeof ZFollowToggleResponse>;
