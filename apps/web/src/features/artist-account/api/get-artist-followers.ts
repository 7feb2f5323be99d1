import { contract, type TArtistFollowers } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { artistAccountKeys } from './keys.ts';

/** `GET /api/artist/pages/{id}/followers`: followers on each of the last 30 days. */
export function getArtistFollowers(id: string, signal?: AbortSignal): Promise<TArtistFollowers> {
  return call(contract.artistSelf.followers, { params: { id } }, { signal });
}

export function artistFollowersQueryOptions(id: string) {
  return queryOptions({
    queryKey: artistAccountKeys.followers(id),
    queryFn: ({ signal }) => getArtistFollowers(id, signal),
  });
}

export function useArtistFollowers(id: string) {
  return useQuery(artistFollowersQueryOptions(id));
}
