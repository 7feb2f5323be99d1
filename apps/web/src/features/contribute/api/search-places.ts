import { contract } from '@glentia/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** `GET /api/v1/users/places?query=`: where a new venue typed in the event form is (Crete only). */
export function venuePlaceQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['places', query, false],
    queryFn: ({ signal }) =>
      call(contract.eventForms.searchPlaces, { query: { query, relaxed: 'false' } }, { signal }),
    enabled: query.trim().length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useVenuePlaceSearch(query: string) {
  return useQuery(venuePlaceQueryOptions(query));
}
