import { contract, type DateRange, type FilterOptions, type TEventDay } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { eventKeys } from '../../events/api/keys.ts';

export interface EventDaysParams {
  range: DateRange;
  nomos: FilterOptions['nomos'];
  selectedArtist: FilterOptions['selectedArtist'];
  selectedLocation: FilterOptions['selectedLocation'];
}

/** `GET /api/public/glentia/days`: days in a range that have events matching the rest of the filter. */
export function getEventDays(params: EventDaysParams, signal?: AbortSignal): Promise<TEventDay[]> {
  return call(
    contract.events.days,
    {
      query: {
        from: params.range.from,
        to: params.range.to,
        county: params.nomos,
        artist: params.selectedArtist,
        location: params.selectedLocation,
      },
    },
    { signal },
  );
}

export function eventDaysQueryOptions(params: EventDaysParams) {
  return queryOptions({
    queryKey: [...eventKeys.days, params],
    queryFn: ({ signal }) => getEventDays(params, signal),
    staleTime: 60_000,
  });
}

/** The calendar's marks: the days of its window with matching events. */
export function useEventDays(params: EventDaysParams, enabled = true) {
  return useQuery({ ...eventDaysQueryOptions(params), enabled });
}
