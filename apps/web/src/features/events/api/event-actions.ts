/** What the event sheet does (SPEC §7): admins promote; uploaders and admins cancel and delete. */
import { contract, type TEvent } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { invalidateEvent } from './invalidate-events.ts';

export type EventAction = 'promote' | 'cancel' | 'delete';

/** `POST /api/admin/glentia/{id}/promote`, `PUT /api/me/glentia/{id}/cancel`, `DELETE /api/me/glentia/{id}`. */
export function runEventAction(action: EventAction, id: string): Promise<TEvent | undefined> {
  const params = { id };
  switch (action) {
    case 'promote':
      return call(contract.moderation.togglePromoted, { params });
    case 'cancel':
      return call(contract.eventForms.toggleCanceled, { params });
    case 'delete':
      return call(contract.eventForms.remove, { params });
  }
}

/** After every action the event lists, and every other list holding the event, are fetched again (SPEC §4). */
export function useEventAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: EventAction; id: string }) => runEventAction(action, id),
    onSuccess: (_answer, { id }) => invalidateEvent(queryClient, id),
  });
}
