import {
  type County,
  contract,
  formatMapBox,
  type MapBlocks,
  mapBlocksKey,
  mapBlocksQueryBox,
  type TEventPlaces,
} from '@glentia/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { eventKeys } from '../../events/api/keys.ts';

export interface MapEventsFilter {
  counties: County[];
  /** `YYYY-MM-DD`; both unset means the server's default range (today to two months ahead). */
  from?: string;
  to?: string;
}

/**
 * `GET /api/public/glentia/places` for the blocks of the map the screen shows: the venues there
 * with their number of events, those too close to tell apart at this zoom as groups. The answer
 * is bounded by the screen, not by the island; a venue's events are asked when its marker opens
 * (get-place-events.ts).
 */
export async function getMapPlaces(
  filter: MapEventsFilter,
  area: MapBlocks,
  signal?: AbortSignal,
): Promise<TEventPlaces> {
  const query = {
    county: filter.counties,
    from: filter.from,
    to: filter.to,
    bbox: formatMapBox(mapBlocksQueryBox(area)),
    zoom: area.zoom,
  };
  return call(contract.events.places, { query }, { signal });
}

export const mapFilterKey = (filter: MapEventsFilter) =>
  [filter.counties.slice().sort().join(','), filter.from ?? '', filter.to ?? ''] as const;

export function mapPlacesQueryOptions(filter: MapEventsFilter, area: MapBlocks) {
  return queryOptions({
    queryKey: [...eventKeys.places, ...mapFilterKey(filter), mapBlocksKey(area)],
    queryFn: ({ signal }) => getMapPlaces(filter, area, signal),
    staleTime: 60_000,
  });
}

/** The map's places once it knows what it shows; the last area's stay while the next one loads. */
export function useMapPlaces(filter: MapEventsFilter, area: MapBlocks | null) {
  return useQuery({
    ...mapPlacesQueryOptions(filter, area ?? { zoom: 0, left: 0, top: 0, right: 0, bottom: 0 }),
    enabled: area !== null,
    placeholderData: keepPreviousData,
  });
}
