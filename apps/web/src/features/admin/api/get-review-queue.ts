import { contract } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const reviewQueueKey = ['admin', 'review-queue'] as const;

/** `GET /api/admin/glentia/unpublished`: events waiting for review, oldest first. */
export function reviewQueueQueryOptions() {
  return queryOptions({
    queryKey: reviewQueueKey,
    queryFn: ({ signal }) => call(contract.moderation.reviewQueue, {}, { signal }),
  });
}

export function useReviewQueue() {
  return useQuery(reviewQueueQueryOptions());
}
