import { contract, type TSeries } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { seriesKeys } from './keys.ts';

/** `GET /api/public/series/{id}`: a published weekly residency, for the pages of its nights. */
export function getSeries(id: string, signal?: AbortSignal): Promise<TSeries> {
  return call(contract.series.getPublic, { params: { id } }, { signal });
}

export function seriesQueryOptions(id: string) {
  return queryOptions({
    queryKey: seriesKeys.one(id),
    queryFn: ({ signal }) => getSeries(id, signal),
    staleTime: 5 * 60_000,
  });
}

export function useSeries(id: string | null | undefined) {
  return useQuery({ ...seriesQueryOptions(id ?? ''), enabled: !!id });
}
