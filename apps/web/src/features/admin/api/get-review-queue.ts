import { contract } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** `GET /api/admin/glentia/unpublished`: events waiting for review, oldest first. */
export function reviewQueueQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.reviewQueue,
    queryFn: ({ signal }) => call(contract.moderation.reviewQueue, {}, { signal }),
  });
}

export function useReviewQueue() {
  return useQuery(reviewQueueQueryOptions());
}
