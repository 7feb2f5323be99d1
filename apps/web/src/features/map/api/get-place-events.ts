import {
  EVENT_WINDOW_MAX_DAYS,
  resolveEventSummaries,
  type TListedEvent,
  todayInAthens,
} from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getEventSummaries,
  nextPageAfter,
  type TimelinePageStart,
  timelineRange,
} from '../../events/api/get-event-summaries.ts';
import { eventKeys } from '../../events/api/keys.ts';
import type { MapEventsFilter } from './get-map-places.ts';

/**
 * Every event of one marker's venues under the map's filter, as many as its marker counts. The
 * summaries come a window at a time (at most 62 days, ending early on a whole day when crowded),
 * and the map's range can be longer than one: two months from 4 December end on 4 February, the
 * 63rd day. So the windows are read one after another until the range is done.
 */
export async function getPlaceEvents(
  venueIds: readonly string[],
  filter: MapEventsFilter,
  signal?: AbortSignal,
  today = todayInAthens(),
): Promise<TListedEvent[]> {
  const range = timelineRange(
    { county: filter.counties, location: venueIds, from: filter.from, to: filter.to },
    today,
  );
  const events: TListedEvent[] = [];
  let start: TimelinePageStart | undefined = { from: range.from };
  while (start) {
    const page = await getEventSummaries({ ...range, ...start, days: EVENT_WINDOW_MAX_DAYS }, signal);
    events.push(...resolveEventSummaries(page));
    start = nextPageAfter(page, start);
  }
  return events;
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
