/**
 * Renews the session with the refresh token (SPEC §4 Session refresh, §8). One refresh at a time:
 * requests that fail together wait for the same refresh, and tabs of the same app take turns through
 * a Web Lock — a tab that waited re-reads the stored session and, when another tab has refreshed
 * meanwhile, uses those tokens instead of spending its own (already used) refresh token. Without
 * Web Locks (old browsers) the server's short grace for a just-rotated token covers the race. A
 * refresh answered 400 (the session is over) logs out and shows the persistent "session expired"
 * dialog; any other failure logs out and goes to /login.
 */

import type { TTokenPair } from '@glentia/core';
import { contract } from '@glentia/core';
import { useSession } from '../stores/session.ts';
import { useSessionExpired } from '../stores/session-expired.ts';
import { currentLanguage } from './i18n.ts';
import { navigateTo } from './navigation.ts';

export type RefreshOutcome = 'refreshed' | 'expired' | 'failed';

let inFlight: Promise<RefreshOutcome> | null = null;

/** The name of the lock every tab of this origin takes to refresh. */
export const REFRESH_LOCK = 'glentia-session-refresh';

async function requestRefresh(refreshToken: string): Promise<{ status: number; pair: TTokenPair | null }> {
  const response = await fetch(contract.auth.refresh.path, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain',
      Accept: 'application/json',
      'Accept-Language': currentLanguage(),
      // No device id: renewing a session keeps nothing by device (lib/device-scope.ts, scope `none`).
    },
    body: refreshToken,
    credentials: 'same-origin',
  });
  return { status: response.status, pair: response.ok ? ((await response.json()) as TTokenPair) : null };
}

/** Runs `task` holding the cross-tab refresh lock, or directly where Web Locks are not available. */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return task();
  return locks.request(REFRESH_LOCK, { mode: 'exclusive' }, task);
}

/** Re-reads the session another tab may have written while this one waited for the lock. */
async function rereadStoredSession(): Promise<void> {
  await useSession.persist?.rehydrate();
}

async function refreshOnce(): Promise<RefreshOutcome> {
  const before = useSession.getState().refreshToken;
  return withRefreshLock(async () => {
    await rereadStoredSession();
    const now = useSession.getState();
    // Another tab refreshed while this one waited: its tokens are ours too.
    if (before && now.jwt && now.refreshToken && now.refreshToken !== before) return 'refreshed';
    return refreshWithStoredToken();
  });
}

async function refreshWithStoredToken(): Promise<RefreshOutcome> {
  const session = useSession.getState();
  if (!session.refreshToken) {
    session.logout();
    navigateTo('/login');
    return 'failed';
  }
  try {
    const { status, pair } = await requestRefresh(session.refreshToken);
    if (pair) {
      useSession.getState().setTokens(pair.access_token, pair.refresh_token);
      return 'refreshed';
    }
    useSession.getState().logout();
    if (status === 400) {
      useSessionExpired.getState().show();
      return 'expired';
    }
  } catch {
    useSession.getState().logout();
  }
  navigateTo('/login');
  return 'failed';
}

/** Refreshes the tokens, sharing one attempt between everyone who asks at the same time. */
export function refreshSession(): Promise<RefreshOutcome> {
  inFlight ??= refreshOnce().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
