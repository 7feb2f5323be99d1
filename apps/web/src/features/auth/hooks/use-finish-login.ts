import { callerFromClaims, isCompleteUser, type TTokenPair } from '@glentia/core';
import { decodeTokenPayload } from '../../../lib/jwt.ts';
import { registerWebPushAfterLogin } from '../../../lib/push/web-push.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { useSession } from '../../../stores/session.ts';

/** Only paths inside Glentia (never `//other.site`), so a crafted link cannot send people elsewhere. */
export function safeRedirectPath(path: string | null | undefined): string | null {
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

/**
 * After any successful login: keep the tokens, then go to `/register-social` when the account still
 * needs a username (SPEC §6); else register this browser for web push again, under the account now
 * (SPEC §4), and go to where the person was going (SPEC §2), else to `fallback`.
 */
export function useFinishLogin() {
  const navigate = useNavigate();
  return (pair: TTokenPair, redirect: string | null | undefined, fallback = '/') => {
    const session = useSession.getState();
    session.setTokens(pair.access_token, pair.refresh_token);
    if (!isCompleteUser(callerFromClaims(decodeTokenPayload(pair.access_token)))) {
      navigate('/register-social', { replace: true });
      return;
    }
    // SPEC §4: pushes follow the account from now on (an account still without a username comes
    // back here once it has one).
    void registerWebPushAfterLogin();
    const target =
      safeRedirectPath(redirect) ?? safeRedirectPath(session.redirectAfterSocialLogin) ?? fallback;
    session.setRedirectAfterSocialLogin(undefined);
    navigate(target, { replace: true });
  };
}
