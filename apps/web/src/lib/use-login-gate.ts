import { selectIsLoggedIn, useSession } from '../stores/session.ts';

/**
 * For actions that need an account (SPEC §2: add, map, favourites-only actions): true when logged
 * in; otherwise opens the login sheet, remembering where to go afterwards, and returns false.
 */
export function useLoginGate(): (redirect: string) => boolean {
  const loggedIn = useSession(selectIsLoggedIn);
  const openLoginSheet = useSession((state) => state.openLoginSheet);
  return (redirect) => {
    if (loggedIn) return true;
    openLoginSheet(redirect);
    return false;
  };
}
