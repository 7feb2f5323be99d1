import { contract, EVENT_WINDOW_MAX_DAYS, resolveEventSummaries, type TListedEvent } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { eventKeys } from '../../events/api/keys.ts';
import type { MapEventsFilter } from './get-map-places.ts';

/**
 * The events of one marker's venues under the map's filter: the summaries of those venues, one
 * window from the range's start (the server ends a crowded window early, on a whole day).
 */
export async function getPlaceEvents(
  venueIds: readonly string[],
  filter: MapEventsFilter,
  signal?: AbortSignal,
): Promise<TListedEvent[]> {
  const query = {
    county: filter.counties,
    location: [...venueIds],
    from: filter.from,
    to: filter.to,
    days: EVENT_WINDOW_MAX_DAYS,
  };
  return resolveEventSummaries(await call(contract.events.summary, { query }, { signal }));
}

export function usePlaceEvents(venueIds: readonly string[] | null, filter: MapEventsFilter) {
  const ids = venueIds ?? [];
  return useQuery(
    queryOptions({
      queryKey: [
        ...eventKeys.atPlaces,
        [...ids].sort().join(','),
        filter.counties.slice().sort().join(','),
        filter.from ?? '',
        filter.to ?? '',
      ],
      queryFn: ({ signal }) => getPlaceEvents(ids, filter, signal),
      enabled: ids.length > 0,
      staleTime: 60_000,
    }),
  );
}
