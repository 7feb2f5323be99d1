import { contract, type TEvent } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { invalidateModerated } from './invalidate-moderated.ts';

/** `POST /api/admin/glentia/{id}/publish`. */
export function publishEvent(id: string): Promise<TEvent> {
  return call(contract.moderation.publish, { params: { id } });
}

/** Publishing changes the review queue and every public list: they are fetched again. */
export function usePublishEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishEvent,
    onSuccess: (_event, id) => invalidateModerated(queryClient, id),
  });
}
