import { contract, type TMailSent } from '@glentia/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** `POST /api/auth/forgot-password`: e-mails a link to choose a new password. */
export function forgotPassword(email: string): Promise<TMailSent> {
  return call(contract.auth.forgotPassword, { body: { email } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
