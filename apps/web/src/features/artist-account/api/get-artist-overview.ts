import { contract, type TArtistOverview } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { artistAccountKeys } from './keys.ts';

/** `GET /api/artist/overview`: the artist's pages with their numbers, and their coming dates. */
export function getArtistOverview(signal?: AbortSignal): Promise<TArtistOverview> {
  return call(contract.artistSelf.overview, {}, { signal });
}

export function artistOverviewQueryOptions() {
  return queryOptions({
    queryKey: artistAccountKeys.overview,
    queryFn: ({ signal }) => getArtistOverview(signal),
  });
}

export function useArtistOverview() {
  return useQuery(artistOverviewQueryOptions());
}
