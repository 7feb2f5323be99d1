import { contract } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { catalogueKeys } from '../../venues/api/keys.ts';

/** `GET /api/v1/users/artists`: every artist for the form's picker, the ones you used first. */
export function pickerArtistsQueryOptions() {
  return queryOptions({
    queryKey: [...catalogueKeys.picker, 'artists'],
    queryFn: ({ signal }) => call(contract.eventForms.pickerArtists, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/v1/users/locations`: every venue for the form's picker and map, yours first. */
export function pickerLocationsQueryOptions() {
  return queryOptions({
    queryKey: [...catalogueKeys.picker, 'locations'],
    queryFn: ({ signal }) => call(contract.eventForms.pickerLocations, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useArtists() {
  return useQuery(pickerArtistsQueryOptions());
}

export function useLocations() {
  return useQuery(pickerLocationsQueryOptions());
}
