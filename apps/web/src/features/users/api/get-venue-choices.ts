import { contract, type TLocation } from '@glentia/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { catalogueKeys } from '../../venues/api/keys.ts';

/** `GET /api/public/locations?q=`: the venues an admin may give a partner that match what was typed, best first. */
export function getVenueChoices(q: string, limit: number, signal?: AbortSignal): Promise<TLocation[]> {
  return call(contract.locations.list, { query: { q, limit } }, { signal });
}

export function venueChoicesQueryOptions(q: string, limit: number) {
  return queryOptions({
    queryKey: catalogueKeys.named('location', q, limit),
    queryFn: ({ signal }) => getVenueChoices(q, limit, signal),
    staleTime: 5 * 60_000,
  });
}

/** Asked only once something is typed; the last matches stay shown while the next are asked. */
export function useVenueChoices(q: string, limit: number) {
  return useQuery({
    ...venueChoicesQueryOptions(q, limit),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
