import type { TTokenPair } from '@glentia/core';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/verify-email`: confirms the address with the link's token, and logs in. */
export function verifyEmail(token: string): Promise<TTokenPair> {
  return api.post<TTokenPair>('/api/auth/verify-email', { token });
}
