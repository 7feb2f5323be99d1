import { contract } from '@glentia/core';
import { call } from '../../../lib/api-client.ts';
import { useSession } from '../../../stores/session.ts';

/**
 * Logout (SPEC §4, §8): tells the server (`POST /api/me/logout`; a failure is only logged), then
 * resets the local session with cookies accepted and ads shown.
 */
export async function logout(): Promise<void> {
  const { jwt } = useSession.getState();
  if (jwt) {
    try {
      await call(contract.me.logout, {}, { refresh: false });
    } catch (error) {
      console.warn('Logout call failed; logging out on this device anyway.', error);
    }
  }
  useSession.getState().logout();
}
