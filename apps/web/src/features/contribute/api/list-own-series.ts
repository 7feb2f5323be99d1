import { contract } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { contributeKeys } from './keys.ts';

/**
 * `GET /api/me/series`: the series the caller set up, in any state (`/uploaded`). Under the
 * uploaded list's key, so whatever refreshes that list refreshes these too.
 */
export function ownSeriesListQueryOptions() {
  return queryOptions({
    queryKey: [...contributeKeys.uploaded, 'series'] as const,
    queryFn: ({ signal }) => call(contract.series.listOwn, {}, { signal }),
    // An admin publishes on the server: ask again on every visit.
    staleTime: 0,
  });
}

export function useOwnSeriesList() {
  return useQuery(ownSeriesListQueryOptions());
}
