import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../stores/session.ts';

/** `DELETE /api/me/delete-account` (SPEC §7), then the local session resets (SPEC §4). */
export async function deleteAccount(): Promise<void> {
  await api.delete<void>('/api/me/delete-account');
  useSession.getState().logout();
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
