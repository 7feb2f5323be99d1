import { contract } from '@glentia/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** `GET /api/v1/users/places?query=&relaxed=`: places for a new venue (known venues when offline). */
export function placeSearchQueryOptions(query: string, relaxed: boolean) {
  return queryOptions({
    queryKey: ['places', query, relaxed],
    queryFn: ({ signal }) =>
      call(
        contract.eventForms.searchPlaces,
        { query: { query, relaxed: relaxed ? 'true' : 'false' } },
        { signal },
      ),
    enabled: query.trim().length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function usePlaceSearch(query: string, relaxed: boolean) {
  return useQuery(placeSearchQueryOptions(query, relaxed));
}
