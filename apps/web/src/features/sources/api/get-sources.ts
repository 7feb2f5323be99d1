import { contract, type TEventSource } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** `GET /api/admin/sources`: every source with how its last run went. */
export function getSources(signal?: AbortSignal): Promise<TEventSource[]> {
  return call(contract.sources.list, {}, { signal });
}

export const sourcesQueryKey = ['admin', 'sources'] as const;

export function sourcesQueryOptions() {
  return queryOptions({ queryKey: sourcesQueryKey, queryFn: ({ signal }) => getSources(signal) });
}

export function useSources() {
  return useQuery(sourcesQueryOptions());
}
