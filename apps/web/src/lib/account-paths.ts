/**
 * SPEC §7: favourites, follows and push registration have a visitor call (by device) and a twin
 * for logged-in people (by account). This picks the one for the current session.
 */
import { useSession } from '../stores/session.ts';
import { existingDeviceId } from './device.ts';

export function isLoggedInNow(): boolean {
  return useSession.getState().jwt !== '';
}

/**
 * Whether there can be anything of this visitor's kept on the server: signed in, or a device id
 * made earlier for something of their own. If not, their lists are empty without asking, so
 * merely looking at an event or a venue creates and sends no device id (SPEC §9).
 */
export function mayHaveOwnThings(): boolean {
  return isLoggedInNow() || existingDeviceId() !== null;
}

export const accountPaths = {
  favorites: () => (isLoggedInNow() ? '/api/v1/users/glentia/favorites' : '/api/public/glentia/favorites'),
  favoriteToggle: (eventId: string) =>
    isLoggedInNow() ? `/api/v1/users/glentia/${eventId}/favorite` : `/api/public/glentia/${eventId}/favorite`,
  topics: () => (isLoggedInNow() ? '/api/me/topic' : '/api/public/register-device/topic'),
  followToggle: (topicId: string) =>
    isLoggedInNow() ? `/api/me/topic-uuid/${topicId}` : `/api/public/register-device/topic-uuid/${topicId}`,
  registerToken: () => (isLoggedInNow() ? '/api/v1/users/registerToken' : '/api/public/registerToken'),
};
