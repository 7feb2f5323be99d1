import type { TReviewEvent } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const reviewQueueKey = ['admin', 'review-queue'] as const;

/** `GET /api/admin/glentia/unpublished`: events waiting for review, oldest first. */
export function reviewQueueQueryOptions() {
  return queryOptions({
    queryKey: reviewQueueKey,
    queryFn: ({ signal }) => api.get<TReviewEvent[]>('/api/admin/glentia/unpublished', { signal }),
  });
}

export function useReviewQueue() {
  return useQuery(reviewQueueQueryOptions());
}
