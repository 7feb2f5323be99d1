import { contract, type TMailSent, type TRegisterBody } from '@glentia/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** `POST /api/auth/register`: creates the account and e-mails a confirmation link. */
export function register(body: TRegisterBody): Promise<TMailSent> {
  return call(contract.auth.register, { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
