import type { TPlaceSearchResult } from '@glentia/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/users/places?query=&relaxed=`: places for a new venue (known venues when offline). */
export function placeSearchQueryOptions(query: string, relaxed: boolean) {
  return queryOptions({
    queryKey: ['places', query, relaxed],
    queryFn: ({ signal }) =>
      api.get<TPlaceSearchResult>('/api/v1/users/places', { query: { query, relaxed }, signal }),
    enabled: query.trim().length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function usePlaceSearch(query: string, relaxed: boolean) {
  return useQuery(placeSearchQueryOptions(query, relaxed));
}
