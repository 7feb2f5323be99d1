import type { TUpdatePasswordBody } from '@glentia/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `PUT /api/me/update-password` (SPEC §7), with the current password; the person's other sessions end. */
export function updatePassword(body: TUpdatePasswordBody): Promise<void> {
  return api.put<void>('/api/me/update-password', body);
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
