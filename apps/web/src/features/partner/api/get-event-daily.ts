import { contract, type TEventDailyStatistics } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { partnerKeys } from './keys.ts';

/** `GET /api/partner/glentia/{id}/daily`: an event's views and saves per day (last 30 days by default). */
export function getEventDaily(id: string, signal?: AbortSignal): Promise<TEventDailyStatistics> {
  return call(contract.partner.eventDaily, { params: { id } }, { signal });
}

export function eventDailyQueryOptions(id: string) {
  return queryOptions({
    queryKey: partnerKeys.eventDaily(id),
    queryFn: ({ signal }) => getEventDaily(id, signal),
  });
}

export function useEventDaily(id: string | null) {
  return useQuery({ ...eventDailyQueryOptions(id ?? ''), enabled: !!id });
}
