/**
 * Renews the session with the refresh token (SPEC §4 Session refresh, §8). One refresh at a time:
 * requests that fail together wait for the same refresh. A refresh answered 400 (the session is
 * over) logs out and shows the persistent "session expired" dialog; any other failure logs out and
 * goes to /login.
 */
import type { TTokenPair } from '@glentia/core';
import { useSession } from '../stores/session.ts';
import { useSessionExpired } from '../stores/session-expired.ts';
import { getDeviceId, getDeviceName } from './device.ts';
import { currentLanguage } from './i18n.ts';
import { navigateTo } from './navigation.ts';

export type RefreshOutcome = 'refreshed' | 'expired' | 'failed';

let inFlight: Promise<RefreshOutcome> | null = null;

async function requestRefresh(refreshToken: string): Promise<{ status: number; pair: TTokenPair | null }> {
  const response = await fetch('/api/auth/refresh', {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain',
      Accept: 'application/json',
      'Accept-Language': currentLanguage(),
      'x-device-id': getDeviceId(),
      'x-device-name': getDeviceName(),
    },
    body: refreshToken,
    credentials: 'same-origin',
  });
  return { status: response.status, pair: response.ok ? ((await response.json()) as TTokenPair) : null };
}

async function refreshOnce(): Promise<RefreshOutcome> {
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
