/** A visitor's favourite events by device, and the signed-in person's by account. */

import { defineRoute } from './define.ts';
import { ZError, ZEventList, ZFavoriteToggleResponse, ZIdParams } from './schemas.ts';

const tags = ['favourites'];

export const favorites = {
  listByDevice: defineRoute({
    method: 'GET',
    path: '/api/public/glentia/favorites',
    access: 'public',
    tags,
    summary: "This device's favourite events from today on, by date",
    responses: { 200: ZEventList, 400: ZError },
  }),
  toggleByDevice: defineRoute({
    method: 'POST',
    path: '/api/public/glentia/:id/favorite',
    access: 'public',
    tags,
    summary: 'Adds the event to, or removes it from, this device’s favourites',
    params: ZIdParams,
    responses: { 200: ZFavoriteToggleResponse, 400: ZError, 404: ZError, 429: ZError },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/v1/users/glentia/favorites',
    access: 'user',
    tags,
    summary: "The signed-in person's favourite events from today on, by date",
    responses: { 200: ZEventList, 401: ZError, 403: ZError },
  }),
  toggle: defineRoute({
    method: 'POST',
    path: '/api/v1/users/glentia/:id/favorite',
    access: 'user',
    tags,
    summary: 'Adds the event to, or removes it from, the signed-in person’s favourites',
    params: ZIdParams,
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
