import { contract } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { invalidateContributions } from './invalidate-contributions.ts';

/** `DELETE /api/me/glentia/{id}`: the uploader or an admin deletes an event. */
export function deleteEvent(id: string): Promise<void> {
  return call(contract.eventForms.remove, { params: { id } });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => invalidateContributions(queryClient),
  });
}
