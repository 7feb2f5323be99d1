import { ZError, ZEventList, ZFavoriteToggleResponse, ZIdParams } from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceOwner } from '../../lib/owner.ts';
import { limitWrites } from '../../lib/rate-limit.ts';
import { checkedCaller, guard } from '../../plugins/auth.ts';
import { requireCountedDevice } from '../devices/new-devices.ts';
import { listFavoriteEvents, toggleFavorite } from './favorites.service.ts';

const tags = ['favourites'];

/** A visitor's favourites, by device. The signed-in twins (`/api/v1/users/glentia/...`) call the same services. */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/public/glentia/favorites',
    {
      schema: {
        tags,
        summary: "This device's favourite events from today on, by date",
        response: { 200: ZEventList, 400: ZError },
      },
    },
    async (request) => listFavoriteEvents(db, deviceOwner(request.device)),
  );

  app.post(
    '/api/public/glentia/:id/favorite',
    {
      onRequest: [limitWrites('favorite'), requireCountedDevice],
      schema: {
        tags,
        summary: 'Adds the event to, or removes it from, this device’s favourites',
        params: ZIdParams,
        response: { 200: ZFavoriteToggleResponse, 400: ZError, 404: ZError, 429: ZError },
      },
    },
    async (request) => toggleFavorite(db, deviceOwner(request.device), request.params.id),
  );

  app.get(
    '/api/v1/users/glentia/favorites',
    {
      onRequest: guard('user'),
      schema: {
        tags,
        summary: "The signed-in person's favourite events from today on, by date",
        response: { 200: ZEventList, 401: ZError, 403: ZError },
      },
    },
    async (request) => listFavoriteEvents(db, { userId: checkedCaller(request).id }),
  );

  app.post(
    '/api/v1/users/glentia/:id/favorite',
    {
      onRequest: [guard('user'), limitWrites('favorite')],
      schema: {
        tags,
        summary: 'Adds the event to, or removes it from, the signed-in person’s favourites',
        params: ZIdParams,
        response: {
          200: ZFavoriteToggleResponse,
          400: ZError,
          401: ZError,
          403: ZError,
          404: ZError,
          429: ZError,
        },
      },
    },
    async (request) => toggleFavorite(db, { userId: checkedCaller(request).id }, request.params.id),
  );
};
