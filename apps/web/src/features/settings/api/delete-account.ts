import { contract } from '@glentia/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useSession } from '../../../stores/session.ts';

/**
 * `DELETE /api/me/delete-account` (SPEC §7) with the password (an account without one needs a recent
 * Google/Apple sign-in instead), then the local session resets (SPEC §4).
 */
export async function deleteAccount(password: string | null): Promise<void> {
  await call(contract.me.deleteAccount, password ? { body: { password } } : {});
  useSession.getState().logout();
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
