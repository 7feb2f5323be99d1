import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `DELETE /api/me/glentia/{id}`: the uploader or an admin deletes an event. */
export function deleteEvent(id: string): Promise<void> {
  return api.delete<void>(`/api/me/glentia/${encodeURIComponent(id)}`);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
