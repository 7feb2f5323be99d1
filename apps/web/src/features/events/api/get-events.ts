import { type County, contract, type TEvent } from '@glentia/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { eventKeys } from './keys.ts';

/** Query parameters of `GET /api/public/glentia` (see `ZEventListQuery`). */
export interface EventListParams {
  from?: string;
  to?: string;
  county?: readonly County[];
  artist?: readonly string[];
  location?: readonly string[];
  limit?: number;
}

/** `GET /api/public/glentia`: published events matching a filter, sorted by date and time. */
export function getEvents(params: EventListParams, signal?: AbortSignal): Promise<TEvent[]> {
  return call(
    contract.events.list,
    {
      query: {
        from: params.from,
        to: params.to,
        county: params.county,
        artist: params.artist,
        location: params.location,
        limit: params.limit,
      },
    },
    { signal },
  );
}

export function eventsQueryOptions(params: EventListParams) {
  return queryOptions({
    queryKey: [...eventKeys.filtered, params],
    queryFn: ({ signal }) => getEvents(params, signal),
  });
}

/**
 * Events for a filter. While a changed filter loads, the previous events stay on screen
 * (`isPlaceholderData`) instead of flashing back to skeletons.
 */
export function useEvents(params: EventListParams) {
  return useQuery({ ...eventsQueryOptions(params), placeholderData: keepPreviousData });
}
