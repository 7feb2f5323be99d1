import type { TMailSent } from '@glentia/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/resend-verification`: a new confirmation link. */
export function resendVerification(email: string): Promise<TMailSent> {
  return api.post<TMailSent>('/api/auth/resend-verification', { email });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
