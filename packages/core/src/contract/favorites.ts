/** A visitor's favourite events by device, and the signed-in person's by account. */

import { routeGroup } from './group.ts';
import { ZError, ZEventList, ZFavoriteToggleResponse } from './schemas.ts';

const tags = ['favourites'];

const favoriteRoute = routeGroup({ access: 'public', tags });

export const favorites = {
  listByDevice: favoriteRoute('GET /api/public/glentia/favorites', {
    summary: "This device's favourite events from today on, by date",
    responses: { 200: ZEventList, 400: ZError },
  }),
  toggleByDevice: favoriteRoute('POST /api/public/glentia/:id/favorite', {
    summary: 'Adds the event to, or removes it from, this device’s favourites',
    responses: { 200: ZFavoriteToggleResponse, 400: ZError, 404: ZError, 429: ZError },
  }),
  list: favoriteRoute('GET /api/v1/users/glentia/favorites', {
    access: 'user',
    summary: "The signed-in person's favourite events from today on, by date",
    responses: { 200: ZEventList, 401: ZError, 403: ZError },
  }),
  toggle: favoriteRoute('POST /api/v1/users/glentia/:id/favorite', {
    access: 'user',
    summary: 'Adds the event to, or removes it from, the signed-in person’s favourites',
    responses: {
      200: ZFavoriteToggleResponse,
      400: ZError,
      401: ZError,
      403: ZError,
      404: ZError,
      429: ZError,
    },
  }),
};
