import type { SocialLoginReturn, TTokenPair } from '@glentia/core';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/auth/social-login` (SPEC §7): the code the provider returned to /home, for tokens. */
export function socialLogin(origin: string, returned: SocialLoginReturn): Promise<TTokenPair> {
  return api.get<TTokenPair>('/api/auth/social-login', {
    query: {
      origin,
      code: returned.code,
      state: returned.state,
      session_state: returned.sessionState,
      iss: returned.iss,
    },
  });
}
