import type { TLocation } from '@glentia/core';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { locationsQueryKey } from './get-locations.ts';

/** `GET /api/public/location/{id}`: a venue's profile. */
export function getLocation(id: string, signal?: AbortSignal): Promise<TLocation> {
  return api.get<TLocation>(`/api/public/location/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

/** A venue id the server does not know (404) or that cannot be an id (400). */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function locationQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['location', id] as const,
    queryFn: ({ signal }) => getLocation(id, signal),
    staleTime: 60_000,
    retry: (failures, error) => !isMissing(error) && failures < 1,
  });
}

/**
 * A venue's profile. When the list of all venues is already loaded, the venue is shown from it at
 * once while its own answer (with fresh follower counts) arrives.
 */
export function useVenue(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...locationQueryOptions(id),
    placeholderData: () =>
      queryClient.getQueryData<TLocation[]>(locationsQueryKey)?.find((location) => location.id === id),
  });
}
