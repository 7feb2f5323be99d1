import { contract, type TAdDailyStatistics } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adKeys } from './keys.ts';

/** `GET /api/admin/ads/{id}/daily`: views, clicks and click-through of each day in the range. */
export function getAdDaily(
  { id, from, to }: { id: string; from?: string; to?: string },
  signal?: AbortSignal,
): Promise<TAdDailyStatistics> {
  return call(contract.adsAdmin.daily, { params: { id }, query: { from, to } }, { signal });
}

export function adDailyQueryOptions(input: { id: string; from?: string; to?: string }) {
  return queryOptions({
    queryKey: adKeys.daily(input),
    queryFn: ({ signal }) => getAdDaily(input, signal),
  });
}

export function useAdDaily(input: { id: string; from?: string; to?: string }) {
  return useQuery(adDailyQueryOptions(input));
}
