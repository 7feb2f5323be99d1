import { contract, type TLocation } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { catalogueKeys } from './keys.ts';

/** `GET /api/public/locations`: every venue with its profile, by name. */
export function getLocations(signal?: AbortSignal): Promise<TLocation[]> {
  return call(contract.locations.list, {}, { signal });
}

export function locationsQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.locations,
    queryFn: ({ signal }) => getLocations(signal),
    staleTime: 5 * 60_000,
  });
}

export function useLocations() {
  return useQuery(locationsQueryOptions());
}
