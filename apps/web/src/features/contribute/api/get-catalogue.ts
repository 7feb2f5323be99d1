import type { TArtistSummary, TLocationSummary } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/public/artists`: every artist, for the form's artist picker. */
export function artistsQueryOptions() {
  return queryOptions({
    queryKey: ['artists'],
    queryFn: ({ signal }) => api.get<TArtistSummary[]>('/api/public/artists', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/public/locations`: every venue, for the form's venue picker and map. */
export function locationsQueryOptions() {
  return queryOptions({
    queryKey: ['locations'],
    queryFn: ({ signal }) => api.get<TLocationSummary[]>('/api/public/locations', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useArtists() {
  return useQuery(artistsQueryOptions());
}

export function useLocations() {
  return useQuery(locationsQueryOptions());
}
