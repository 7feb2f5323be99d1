import { contract, type TTokenPair } from '@glentia/core';
import { call } from '../../../lib/api-client.ts';

/** `POST /api/auth/verify-email`: confirms the address with the link's token, and logs in. */
export function verifyEmail(token: string): Promise<TTokenPair> {
  return call(contract.auth.verifyEmail, { body: { token } });
}
