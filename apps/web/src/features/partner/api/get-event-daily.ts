import { contract, type TEventDailyStatistics } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { partnerKeys } from './keys.ts';

/** Whose numbers: a partner's event at their venue, or an artist's date. */
export type StatisticsScope = 'venue' | 'artist';

/**
 * `GET /api/partner/glentia/{id}/daily` (or `/api/artist/glentia/{id}/daily` for an artist): an
 * event's views and saves per day (last 30 days by default).
 */
export function getEventDaily(
  id: string,
  scope: StatisticsScope = 'venue',
  signal?: AbortSignal,
): Promise<TEventDailyStatistics> {
  const route = scope === 'artist' ? contract.artistSelf.eventDaily : contract.partner.eventDaily;
  return call(route, { params: { id } }, { signal });
}

export function eventDailyQueryOptions(id: string, scope: StatisticsScope = 'venue') {
  return queryOptions({
    queryKey: partnerKeys.eventDaily(id, scope),
    queryFn: ({ signal }) => getEventDaily(id, scope, signal),
  });
}

export function useEventDaily(id: string | null, scope: StatisticsScope = 'venue') {
  return useQuery({ ...eventDailyQueryOptions(id ?? '', scope), enabled: !!id });
}
