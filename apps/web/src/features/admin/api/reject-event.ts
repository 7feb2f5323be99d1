import { contract, type TRejectEventBody, type TReviewEvent } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { invalidateModerated } from './invalidate-moderated.ts';

/** `POST /api/admin/glentia/{id}/reject {reason}`: the uploader is told why. */
export function rejectEvent({ id, reason }: { id: string } & TRejectEventBody): Promise<TReviewEvent> {
  return call(contract.moderation.reject, { params: { id }, body: { reason } });
}

export function useRejectEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectEvent,
    onSuccess: (_event, { id }) => invalidateModerated(queryClient, id),
  });
}
