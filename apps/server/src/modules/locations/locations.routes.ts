import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { CACHED, route } from '../../http/route.ts';
import { idsCacheKey, sendCachedJson } from '../../lib/public-cache.ts';
import { getLocation, listLocations } from './locations.service.ts';

export async function locationsRoutes(app: FastifyInstance) {
  const { db, cache } = app.ctx;

  route(app, contract.locations.list, CACHED, async (request, reply) => {
    const { ids } = request.query;
    const body = await cache.get(idsCacheKey('locations', ids), () =>
      listLocations(db, ids.length > 0 ? { ids } : {}),
    );
    return sendCachedJson(request, reply, body);
  });

  route(app, contract.locations.get, CACHED, async (request, reply) => {
    const body = await cache.get(`location:${request.params.id}`, () => getLocation(db, request.params.id));
    return sendCachedJson(request, reply, body);
  });
}
