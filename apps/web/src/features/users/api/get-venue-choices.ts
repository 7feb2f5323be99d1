import { contract, type TLocation } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { catalogueKeys } from '../../venues/api/keys.ts';

/** `GET /api/public/locations`: the venues an admin may give a partner. */
export function getVenueChoices(signal?: AbortSignal): Promise<TLocation[]> {
  return call(contract.locations.list, {}, { signal });
}

export function venueChoicesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.locations,
    queryFn: ({ signal }) => getVenueChoices(signal),
    staleTime: 5 * 60_000,
  });
}

export function useVenueChoices(enabled: boolean) {
  return useQuery({ ...venueChoicesQueryOptions(), enabled });
}
