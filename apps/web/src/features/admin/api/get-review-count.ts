import { contract } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useUnpublishedSeries } from './get-unpublished-series.ts';
import { adminKeys } from './keys.ts';

/**
 * `GET /api/admin/glentia/unpublished/count`: how many events wait for review. Under the review
 * queue's key, so whatever refreshes the queue refreshes the count too.
 */
export function reviewCountQueryOptions() {
  return queryOptions({
    queryKey: [...adminKeys.reviewQueue, 'count'] as const,
    queryFn: ({ signal }) => call(contract.moderation.reviewCount, {}, { signal }),
    select: (answer) => answer.count,
    staleTime: 30_000,
    refetchInterval: 5 * 60_000,
  });
}

export interface WaitingCount {
  events: number;
  series: number;
  total: number;
}

/**
 * What waits for an admin (the drawer's red badge): events to review and partners' series to
 * publish. Only asked for admins: anyone else would be refused. Nothing is counted until both
 * answers are in, so the badge never shows half the figure first.
 */
export function useReviewCount(enabled: boolean): WaitingCount {
  const events = useQuery({ ...reviewCountQueryOptions(), enabled }).data;
  const series = useUnpublishedSeries(enabled).data?.length;
  if (events === undefined || series === undefined) return { events: 0, series: 0, total: 0 };
  return { events, series, total: events + series };
}
