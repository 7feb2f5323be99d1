import type { TResetPasswordBody, TTokenPair } from '@glentia/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/reset-password`: the new password with the link's token; logs in. */
export function resetPassword(body: TResetPasswordBody): Promise<TTokenPair> {
  return api.post<TTokenPair>('/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
