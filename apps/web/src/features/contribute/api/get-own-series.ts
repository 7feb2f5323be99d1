import { contract, type TSeries } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { contributeKeys } from './keys.ts';

/** `GET /api/me/series/{id}`: a series as its form shows it (its venue's partner or an admin). */
export function getOwnSeries(id: string, signal?: AbortSignal): Promise<TSeries> {
  return call(contract.series.getOwn, { params: { id } }, { signal });
}

export function ownSeriesQueryOptions(id: string) {
  return queryOptions({
    queryKey: contributeKeys.ownSeries(id),
    queryFn: ({ signal }) => getOwnSeries(id, signal),
    staleTime: 0,
  });
}

export function useOwnSeries(id: string | undefined) {
  return useQuery({ ...ownSeriesQueryOptions(id ?? ''), enabled: !!id });
}
