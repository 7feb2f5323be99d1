import { contract, type SocialLoginReturn, type TTokenPair } from '@glentia/core';
import { call } from '../../../lib/api-client.ts';

/** `GET /api/auth/social-login` (SPEC §7): the code the provider returned to /home, for tokens. */
export function socialLogin(origin: string, returned: SocialLoginReturn): Promise<TTokenPair> {
  return call(contract.auth.socialLogin, {
    query: {
      origin,
      code: returned.code ?? undefined,
      state: returned.state ?? undefined,
      session_state: returned.sessionState ?? undefined,
      iss: returned.iss ?? undefined,
    },
  });
}
