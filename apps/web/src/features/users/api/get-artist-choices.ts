import { contract, type TArtistSummary } from '@glentia/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { catalogueKeys } from '../../venues/api/keys.ts';

/** `GET /api/public/artists?q=`: the artist pages an admin may give an artist account that match what was typed, best first. */
export function getArtistChoices(q: string, limit: number, signal?: AbortSignal): Promise<TArtistSummary[]> {
  return call(contract.artists.list, { query: { q, limit } }, { signal });
}

export function artistChoicesQueryOptions(q: string, limit: number) {
  return queryOptions({
    queryKey: catalogueKeys.named('artist', q, limit),
    queryFn: ({ signal }) => getArtistChoices(q, limit, signal),
    staleTime: 5 * 60_000,
  });
}

/** Asked only once something is typed; the last matches stay shown while the next are asked. */
export function useArtistChoices(q: string, limit: number) {
  return useQuery({
    ...artistChoicesQueryOptions(q, limit),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
