/** Your favourite events: the signed-in person's by account, a visitor's by device. */

import { routeGroup } from './group.ts';
import { ZError, ZEventList, ZFavoriteToggleResponse } from './schemas.ts';

const tags = ['favourites'];

// By account when a token is sent: it must be valid (401, so the app refreshes it) and the sign-up
// finished (403); otherwise by this device.
const favoriteRoute = routeGroup({ access: 'public', tags, errors: { 401: ZError, 403: ZError } });

export const favorites = {
  list: favoriteRoute('GET /api/public/glentia/favorites', {
    summary: 'Your favourite events from today on, by date (by account when signed in, otherwise by device)',
    responses: { 200: ZEventList, 400: ZError },
  }),
  toggle: favoriteRoute('POST /api/public/glentia/:id/favorite', {
    summary: 'Adds the event to, or removes it from, your favourites',
    responses: { 200: ZFavoriteToggleResponse, 400: ZError, 404: ZError, 429: ZError },
  }),
};
