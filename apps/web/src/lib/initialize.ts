import { contract, type TInitialize } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';

/** `GET /api/public/initialize`: what the first screen needs (ads, statistics, home events, notifications). */
export function getInitialize(signal?: AbortSignal): Promise<TInitialize> {
  return call(contract.initialize.get, {}, { signal });
}

export const initializeQueryKey = ['initialize'] as const;

export function initializeQueryOptions() {
  return queryOptions({
    queryKey: initializeQueryKey,
    queryFn: ({ signal }) => getInitialize(signal),
    staleTime: 60_000,
  });
}

/** The initial data, shared by the home page, the layout (notifications dot), the search filters (artists and venues) and the events page (titles). */
export function useInitialize() {
  return useQuery(initializeQueryOptions());
}
