import { contract, type TReviewEvent } from '@glentia/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { partnerKeys } from './keys.ts';

/** `GET /api/partner/glentia/pending`: dates waiting at the partner's venues, oldest first. */
export function getPendingDates(signal?: AbortSignal): Promise<TReviewEvent[]> {
  return call(contract.partner.pending, {}, { signal });
}

export function pendingDatesQueryOptions() {
  return queryOptions({ queryKey: partnerKeys.pending, queryFn: ({ signal }) => getPendingDates(signal) });
}

export function usePendingDates() {
  return useQuery(pendingDatesQueryOptions());
}

/** Approve (`POST …/publish`) or send back with a reason (`POST …/reject`) a waiting date. */
export function decidePendingDate(
  decision: { id: string; approve: true } | { id: string; approve: false; reason: string },
) {
  return decision.approve
    ? call(contract.partner.publish, { params: { id: decision.id } })
    : call(contract.partner.reject, { params: { id: decision.id }, body: { reason: decision.reason } });
}

export function useDecidePendingDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePendingDate,
    // The queue and the overview's list both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
