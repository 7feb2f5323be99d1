import { selectIsLoggedIn, useSession } from '../stores/session.ts';

/**
 * For actions that need an account (SPEC §2: add, map, favourites-only actions): true when logged
 * in; otherwise opens the login sheet, remembering where to go afterwards, and returns false. The
 * session is read when the action is taken: on a page the server drew, a tap may come before the
 * screens show the stored session (`SessionAfterAdoption`).
 */
export function useLoginGate(): (redirect: string) => boolean {
  const openLoginSheet = useSession((state) => state.openLoginSheet);
  return (redirect) => {
    if (selectIsLoggedIn(useSession.getState())) return true;
    openLoginSheet(redirect);
    return false;
  };
}
