import type { County, TEvent } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface MapEventsFilter {
  counties: County[];
  /** `YYYY-MM-DD`; both unset means the server's default range (today to two months ahead). */
  from?: string;
  to?: string;
}

/** `GET /api/public/glentia`: the published events the map shows. */
export function getMapEvents(filter: MapEventsFilter, signal?: AbortSignal): Promise<TEvent[]> {
  return api.get<TEvent[]>('/api/public/glentia', {
    query: { county: filter.counties, from: filter.from, to: filter.to },
    ...(signal ? { signal } : {}),
  });
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
