import { contract, type TResetPasswordBody, type TTokenPair } from '@glentia/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** `POST /api/auth/reset-password`: the new password with the link's token; logs in. */
export function resetPassword(body: TResetPasswordBody): Promise<TTokenPair> {
  return call(contract.auth.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
