import { type County, contract, type TEventPlace } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { eventKeys } from '../../events/api/keys.ts';

export interface MapEventsFilter {
  counties: County[];
  /** `YYYY-MM-DD`; both unset means the server's default range (today to two months ahead). */
  from?: string;
  to?: string;
}

/**
 * `GET /api/public/glentia/places`: the venues with events of the range, each with its number of
 * events. The answer grows with the venues, not with the nights; a venue's events are asked when
 * its marker opens (get-place-events.ts).
 */
export async function getMapPlaces(filter: MapEventsFilter, signal?: AbortSignal): Promise<TEventPlace[]> {
  const query = { county: filter.counties, from: filter.from, to: filter.to };
  return (await call(contract.events.places, { query }, { signal })).places;
}

export function mapPlacesQueryOptions(filter: MapEventsFilter) {
  return queryOptions({
    queryKey: [
      ...eventKeys.places,
      filter.counties.slice().sort().join(','),
      filter.from ?? '',
      filter.to ?? '',
    ],
    queryFn: ({ signal }) => getMapPlaces(filter, signal),
    staleTime: 60_000,
  });
}

export function useMapPlaces(filter: MapEventsFilter) {
  return useQuery(mapPlacesQueryOptions(filter));
}
