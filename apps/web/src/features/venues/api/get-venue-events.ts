import type { TEvent } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/public/glentia?location={id}`: the venue's events from today to two months ahead. */
export function getVenueUpcomingEvents(id: string, signal?: AbortSignal): Promise<TEvent[]> {
  return api.get<TEvent[]>('/api/public/glentia', { query: { location: id }, ...(signal ? { signal } : {}) });
}

/** `GET /api/public/glentia/location/{id}/pastEvents`: the venue's past events, latest first. */
export function getVenuePastEvents(id: string, signal?: AbortSignal): Promise<TEvent[]> {
  return api.get<TEvent[]>(
    `/api/public/glentia/location/${encodeURIComponent(id)}/pastEvents`,
    signal ? { signal } : {},
  );
}

export function venueUpcomingEventsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['events', 'location', id, 'upcoming'] as const,
    queryFn: ({ signal }) => getVenueUpcomingEvents(id, signal),
    staleTime: 60_000,
  });
}

export function venuePastEventsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['events', 'location', id, 'past'] as const,
    queryFn: ({ signal }) => getVenuePastEvents(id, signal),
    staleTime: 5 * 60_000,
  });
}

export function useVenueUpcomingEvents(id: string, enabled: boolean) {
  return useQuery({ ...venueUpcomingEventsQueryOptions(id), enabled });
}

export function useVenuePastEvents(id: string, enabled: boolean) {
  return useQuery({ ...venuePastEventsQueryOptions(id), enabled });
}
