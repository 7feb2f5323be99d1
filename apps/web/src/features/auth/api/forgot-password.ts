import type { TMailSent } from '@glentia/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/forgot-password`: e-mails a link to choose a new password. */
export function forgotPassword(email: string): Promise<TMailSent> {
  return api.post<TMailSent>('/api/auth/forgot-password', { email });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
