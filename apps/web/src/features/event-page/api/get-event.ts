import type { TEvent } from '@glentia/core';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { useSession } from '../../../stores/session.ts';

/**
 * `GET /api/public/glentia/{id}`: one published event. When the public API does not know it and
 * someone is signed in, `GET /api/me/glentia/{id}` shows its uploader and admins an event still
 * waiting for review (anyone else gets the same "not found").
 */
export async function getEvent(id: string, signal?: AbortSignal): Promise<TEvent> {
  const path = encodeURIComponent(id);
  const options = signal ? { signal } : {};
  try {
    return await api.get<TEvent>(`/api/public/glentia/${path}`, options);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404) || !useSession.getState().jwt) throw error;
    return api.get<TEvent>(`/api/me/glentia/${path}`, options);
  }
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

const isEvent = (value: unknown): value is TEvent =>
  typeof value === 'object' && value !== null && 'id' in value && 'date' in value && 'artists' in value;

/** The event as a list already loaded shows it (the timeline, favourites, a venue's events), if any has. */
export function eventFromLoadedLists(client: QueryClient, id: string): TEvent | undefined {
  for (const [, data] of client.getQueriesData<unknown>({})) {
    if (!Array.isArray(data)) continue;
    const found = data.find((item) => isEvent(item) && item.id === id);
    if (found) return found as TEvent;
  }
  return undefined;
}

/**
 * The event, shown at once from a loaded list when one has it and then refreshed: with no signal,
 * an event never opened before still shows its summary instead of failing.
 */
export function useEvent(id: string) {
  const client = useQueryClient();
  return useQuery({
    ...eventQueryOptions(id),
    initialData: () => eventFromLoadedLists(client, id),
    // Always asked for again: the list's copy is only a start.
    initialDataUpdatedAt: 0,
  });
}
