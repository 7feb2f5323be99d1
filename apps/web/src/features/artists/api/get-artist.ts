import type { TArtist } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';

/** `GET /api/public/artist/{id}`: an artist's profile with Spotify and Instagram details. */
export function getArtist(id: string, signal?: AbortSignal): Promise<TArtist> {
  return api.get<TArtist>(`/api/public/artist/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

/** An artist id the server does not know (404) or that cannot be an id (400). */
export function isMissingArtist(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function artistQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['artist', id] as const,
    queryFn: ({ signal }) => getArtist(id, signal),
    staleTime: 60_000,
    retry: (failures, error) => !isMissingArtist(error) && failures < 1,
  });
}

export function useArtist(id: string) {
  return useQuery(artistQueryOptions(id));
}
