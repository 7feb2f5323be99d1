import { contract, type TEvent } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** `GET /api/public/glentia` with no filter: published events from today to two months ahead. */
export function getUpcomingEvents(signal?: AbortSignal): Promise<TEvent[]> {
  return call(contract.events.list, {}, { signal });
}

export function upcomingEventsQueryOptions() {
  return queryOptions({
    queryKey: ['events', 'upcoming'] as const,
    queryFn: ({ signal }) => getUpcomingEvents(signal),
    staleTime: 5 * 60_000,
  });
}

export function useUpcomingEvents(enabled = true) {
  return useQuery({ ...upcomingEventsQueryOptions(), enabled });
}
