import type { TRejectEventBody, TReviewEvent } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/admin/glentia/{id}/reject {reason}`: the uploader is told why. */
export function rejectEvent({ id, reason }: { id: string } & TRejectEventBody): Promise<TReviewEvent> {
  return api.post<TReviewEvent>(`/api/admin/glentia/${encodeURIComponent(id)}/reject`, { reason });
}

export function useRejectEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectEvent, onSuccess: () => queryClient.invalidateQueries() });
}
