import { contract, type TLoginBody, type TTokenPair } from '@glentia/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** `POST /api/auth/login`: e-mail and password for tokens. */
export function login(body: TLoginBody): Promise<TTokenPair> {
  return call(contract.auth.login, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
