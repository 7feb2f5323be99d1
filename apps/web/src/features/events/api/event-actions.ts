/** What the event sheet does (SPEC §7): admins promote; uploaders and admins cancel and delete. */
import type { TEvent } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type EventAction = 'promote' | 'cancel' | 'delete';

/** `POST /api/admin/glentia/{id}/promote`, `PUT /api/me/glentia/{id}/cancel`, `DELETE /api/me/glentia/{id}`. */
export function runEventAction(action: EventAction, id: string): Promise<TEvent | undefined> {
  const path = encodeURIComponent(id);
  switch (action) {
    case 'promote':
      return api.post<TEvent>(`/api/admin/glentia/${path}/promote`);
    case 'cancel':
      return api.put<TEvent>(`/api/me/glentia/${path}/cancel`);
    case 'delete':
      return api.delete<undefined>(`/api/me/glentia/${path}`);
  }
}

/** After every action the event lists are fetched again (SPEC §4). */
export function useEventAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: EventAction; id: string }) => runEventAction(action, id),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
