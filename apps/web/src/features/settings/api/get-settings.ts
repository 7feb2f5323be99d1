import { contract, type TSettings } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** `GET /api/public/settings` (SPEC §7): by account when logged in, otherwise by device. */
export function getSettings(signal?: AbortSignal): Promise<TSettings> {
  return call(contract.settings.get, {}, { signal });
}

export const settingsQueryKey = ['settings'] as const;

export function settingsQueryOptions() {
  return queryOptions({ queryKey: settingsQueryKey, queryFn: ({ signal }) => getSettings(signal) });
}

export function useServerSettings() {
  return useQuery(settingsQueryOptions());
}
