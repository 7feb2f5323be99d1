import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `PUT /api/me/update-password` (SPEC §7); the person's other sessions end. */
export function updatePassword(password: string): Promise<void> {
  return api.put<void>('/api/me/update-password', { password });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
