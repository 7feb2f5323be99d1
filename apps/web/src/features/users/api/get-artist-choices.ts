import { contract, type TArtistSummary } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { catalogueKeys } from '../../venues/api/keys.ts';

/** `GET /api/public/artists`: the artist pages an admin may give an artist account. */
export function getArtistChoices(signal?: AbortSignal): Promise<TArtistSummary[]> {
  return call(contract.artists.list, {}, { signal });
}

export function artistChoicesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.artists,
    queryFn: ({ signal }) => getArtistChoices(signal),
    staleTime: 5 * 60_000,
  });
}

export function useArtistChoices(enabled: boolean) {
  return useQuery({ ...artistChoicesQueryOptions(), enabled });
}
