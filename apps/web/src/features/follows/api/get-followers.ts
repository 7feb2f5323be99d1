import { contract } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { followKeys } from './keys.ts';

export interface FollowersAnswer {
  id: string;
  followers: number;
}

/** `GET /api/public/glentia/topic/{id}/followers`: how many people follow an artist or a venue. */
export function getFollowers(topicId: string, signal?: AbortSignal): Promise<FollowersAnswer> {
  return call(contract.events.followers, { params: { id: topicId } }, { signal });
}

export function followersQueryOptions(topicId: string) {
  return queryOptions({
    queryKey: followKeys.followers(topicId),
    queryFn: ({ signal }) => getFollowers(topicId, signal),
  });
}

/** The live follower count; `initial` (the count the profile came with) shows until it arrives. */
export function useFollowers(topicId: string, initial?: number) {
  return useQuery({
    ...followersQueryOptions(topicId),
    ...(initial === undefined ? {} : { placeholderData: { id: topicId, followers: initial } }),
  });
}
