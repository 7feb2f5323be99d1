import { contract } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { reviewQueueKey } from './get-review-queue.ts';

/**
 * `GET /api/admin/glentia/unpublished/count`: how many events wait for review (the drawer's red
 * badge). Under the review queue's key, so whatever refreshes the queue refreshes the count too.
 */
export function reviewCountQueryOptions() {
  return queryOptions({
    queryKey: [...reviewQueueKey, 'count'] as const,
    queryFn: ({ signal }) => call(contract.moderation.reviewCount, {}, { signal }),
    select: (answer) => answer.count,
    staleTime: 30_000,
    refetchInterval: 5 * 60_000,
  });
}

/** Only asked for admins: anyone else would be refused. */
export function useReviewCount(enabled: boolean) {
  return useQuery({ ...reviewCountQueryOptions(), enabled });
}
