import { readSocialLoginReturn } from '@glentia/core';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router/index.ts';
import { useSession } from '../../../stores/session.ts';
import { socialLogin } from '../api/social-login.ts';
import { useFinishLogin } from './use-finish-login.ts';

/** Codes already being exchanged: a code works once, and React may run an effect twice. */
const handled = new Set<string>();
const LOADING_FLAG = 'SOCIAL_LOGIN';

/**
 * SPEC §2 home page, social-login return: with `code` (and `state` or `session_state`) in the
 * address, exchange it for tokens; then `/register-social` for a new account, else the saved
 * redirect or `/home`. On failure (or when the person declined at the provider) go to `/login`
 * and hide the loading state.
 */
export function useSocialLoginReturn(): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const finishLogin = useFinishLogin();

  useEffect(() => {
    const returned = readSocialLoginReturn(params);
    const declined = !returned && params.has('error') && params.has('state');
    if (!returned && !declined) return;
    const key = returned?.code ?? `declined:${params.get('state')}`;
    if (handled.has(key)) return;
    handled.add(key);
    const session = useSession.getState();
    if (!returned) {
      navigate('/login?socialError=failed', { replace: true });
      return;
    }
    session.showLoading(LOADING_FLAG);
    socialLogin(`${window.location.origin}/home`, returned)
      .then((pair) => finishLogin(pair, null, '/home'))
      .catch(() => navigate('/login?socialError=failed', { replace: true }))
      .finally(() => useSession.getState().hideLoading(LOADING_FLAG));
  }, [params, navigate, finishLogin]);
}
