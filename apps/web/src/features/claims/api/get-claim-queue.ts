import { contract } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { claimKeys } from './keys.ts';

/** `GET /api/admin/claims`: claims waiting for an admin, oldest first. */
export function claimQueueQueryOptions() {
  return queryOptions({
    queryKey: claimKeys.queue,
    queryFn: ({ signal }) => call(contract.claims.queue, {}, { signal }),
  });
}

export function useClaimQueue() {
  return useQuery(claimQueueQueryOptions());
}
