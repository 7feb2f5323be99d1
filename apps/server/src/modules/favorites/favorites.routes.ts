import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { checkedCaller } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { deviceOwner } from '../../lib/owner.ts';
import { limitWrites } from '../../lib/rate-limit.ts';
import { requireCountedDevice } from '../devices/new-devices.ts';
import { listFavoriteEvents, toggleFavorite } from './favorites.service.ts';

/** A visitor's favourites, by device. The signed-in twins (`/api/v1/users/glentia/...`) call the same services. */
export async function favoritesRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const routes = contract.favorites;

  route(app, routes.listByDevice, async (request) => listFavoriteEvents(db, deviceOwner(request.device)));
  route(
    app,
    routes.toggleByDevice,
    { onRequest: [limitWrites('favorite'), requireCountedDevice] },
    async (request) => toggleFavorite(db, deviceOwner(request.device), request.params.id),
  );
  route(app, routes.list, async (request) => listFavoriteEvents(db, { userId: checkedCaller(request).id }));
  route(app, routes.toggle, { onRequest: limitWrites('favorite') }, async (request) =>
    toggleFavorite(db, { userId: checkedCaller(request).id }, request.params.id),
  );
}
