import { type County, contract, resolveEventSummaries, type TListedEvent } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export interface MapEventsFilter {
  counties: County[];
  /** `YYYY-MM-DD`; both unset means the server's default range (today to two months ahead). */
  from?: string;
  to?: string;
}

/**
 * `GET /api/public/glentia/summary` without a window: every published event of the range, as
 * light summaries (the map places them all; none is left out past a page size).
 */
export async function getMapEvents(filter: MapEventsFilter, signal?: AbortSignal): Promise<TListedEvent[]> {
  const query = { county: filter.counties, from: filter.from, to: filter.to };
  return resolveEventSummaries(await call(contract.events.summary, { query }, { signal }));
}

export function mapEventsQueryOptions(filter: MapEventsFilter) {
  return queryOptions({
    queryKey: ['map-events', filter.counties.slice().sort().join(','), filter.from ?? '', filter.to ?? ''],
    queryFn: ({ signal }) => getMapEvents(filter, signal),
    staleTime: 60_000,
  });
}

export function useMapEvents(filter: MapEventsFilter) {
  return useQuery(mapEventsQueryOptions(filter));
}
