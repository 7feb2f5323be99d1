import type { TLoginBody, TTokenPair } from '@glentia/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/login`: e-mail and password for tokens. */
export function login(body: TLoginBody): Promise<TTokenPair> {
  return api.post<TTokenPair>('/api/auth/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
