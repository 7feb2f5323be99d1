import { contract, type TMailSent } from '@glentia/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** `POST /api/auth/resend-verification`: a new confirmation link. */
export function resendVerification(email: string): Promise<TMailSent> {
  return call(contract.auth.resendVerification, { body: { email } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
