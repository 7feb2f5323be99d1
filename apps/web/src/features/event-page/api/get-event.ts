import type { TEvent } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';

/** `GET /api/public/glentia/{id}`: one published event. */
export function getEvent(id: string, signal?: AbortSignal): Promise<TEvent> {
  return api.get<TEvent>(`/api/public/glentia/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const eventQueryKey = (id: string) => ['event', id] as const;

/** An id the server does not know (404) or cannot be an id at all (400). */
export function isMissingEvent(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function eventQueryOptions(id: string) {
  return queryOptions({
    queryKey: eventQueryKey(id),
    queryFn: ({ signal }) => getEvent(id, signal),
    staleTime: 30_000,
    // Asking again will not make a missing event appear; other failures get one more try.
    retry: (failures, error) => !isMissingEvent(error) && failures < 1,
  });
}

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}
