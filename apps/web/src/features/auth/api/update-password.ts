import { contract, type TUpdatePasswordBody } from '@glentia/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** `PUT /api/me/update-password` (SPEC §7), with the current password; the person's other sessions end. */
export function updatePassword(body: TUpdatePasswordBody): Promise<void> {
  return call(contract.me.updatePassword, { body });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
