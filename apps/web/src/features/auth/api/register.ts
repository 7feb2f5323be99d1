import type { TMailSent, TRegisterBody } from '@glentia/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/register`: creates the account and e-mails a confirmation link. */
export function register(body: TRegisterBody): Promise<TMailSent> {
  return api.post<TMailSent>('/api/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
