import { contract, type LatLng, type TEventPlaceList } from '@glentia/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { eventKeys } from '../../events/api/keys.ts';
import { type MapEventsFilter, mapFilterKey } from './get-map-places.ts';

/** The visitor's position to a kilometre: the server orders by this much of it, and is told no more. */
const nearParam = (origin: LatLng | null) =>
  origin ? `${origin.lat.toFixed(2)},${origin.lng.toFixed(2)}` : undefined;

/**
 * `GET /api/public/glentia/places/list`: a page of the map's places, nearest first from `origin`,
 * or the soonest glenti first.
 */
export async function getPlaceList(
  filter: MapEventsFilter,
  origin: LatLng | null,
  offset: number,
  signal?: AbortSignal,
): Promise<TEventPlaceList> {
  const query = {
    county: filter.counties,
    from: filter.from,
    to: filter.to,
    near: nearParam(origin),
    offset,
  };
  return call(contract.events.placeList, { query }, { signal });
}

/**
 * The pages without a place an earlier page listed. The list pages by position in its order, so a
 * venue whose soonest glenti changes between two pages (one added, one ended) can come again on
 * the next; it stays where it was first shown.
 */
export function dropRepeatedPlaces(pages: readonly TEventPlaceList[]): TEventPlaceList[] {
  const seen = new Set<string>();
  return pages.map((page) => ({
    ...page,
    places: page.places.filter((place) => {
      if (seen.has(place.location.id)) return false;
      seen.add(place.location.id);
      return true;
    }),
  }));
}

/** The map's places as a list, asked while it is open, more pages on request. */
export function usePlaceList(filter: MapEventsFilter, origin: LatLng | null, open: boolean) {
  return useInfiniteQuery({
    queryKey: [...eventKeys.placeList, ...mapFilterKey(filter), nearParam(origin) ?? ''],
    queryFn: ({ pageParam, signal }) => getPlaceList(filter, origin, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
    select: (data) => ({ ...data, pages: dropRepeatedPlaces(data.pages) }),
    enabled: open,
    staleTime: 60_000,
  });
}
