import type { TEvent } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/public/glentia?artist={id}`: the artist's events from today to two months ahead. */
export function getArtistUpcomingEvents(id: string, signal?: AbortSignal): Promise<TEvent[]> {
  return api.get<TEvent[]>('/api/public/glentia', { query: { artist: id }, ...(signal ? { signal } : {}) });
}

/** `GET /api/public/glentia/artist/{id}/pastEvents`: the artist's past events, latest first. */
export function getArtistPastEvents(id: string, signal?: AbortSignal): Promise<TEvent[]> {
  return api.get<TEvent[]>(
    `/api/public/glentia/artist/${encodeURIComponent(id)}/pastEvents`,
    signal ? { signal } : {},
  );
}

export function artistUpcomingEventsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['events', 'artist', id, 'upcoming'] as const,
    queryFn: ({ signal }) => getArtistUpcomingEvents(id, signal),
    staleTime: 60_000,
  });
}

export function artistPastEventsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['events', 'artist', id, 'past'] as const,
    queryFn: ({ signal }) => getArtistPastEvents(id, signal),
    staleTime: 5 * 60_000,
  });
}

export function useArtistUpcomingEvents(id: string) {
  return useQuery(artistUpcomingEventsQueryOptions(id));
}

export function useArtistPastEvents(id: string) {
  return useQuery(artistPastEventsQueryOptions(id));
}
