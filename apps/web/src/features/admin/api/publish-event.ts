import { contract, type TEvent } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** `POST /api/admin/glentia/{id}/publish`. */
export function publishEvent(id: string): Promise<TEvent> {
  return call(contract.moderation.publish, { params: { id } });
}

/** Publishing changes the review queue and every public list: all are fetched again. */
export function usePublishEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishEvent, onSuccess: () => queryClient.invalidateQueries() });
}
