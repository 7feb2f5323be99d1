import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { CACHED, route } from '../../http/route.ts';
import { catalogueCacheKey, sendCachedJson } from '../../lib/public-cache.ts';
import { getLocation, listPublicLocations } from './locations.service.ts';

export async function locationsRoutes(app: FastifyInstance) {
  const { db, cache, names } = app.ctx;

  route(app, contract.locations.list, CACHED, async (request, reply) => {
    const body = await cache.get(catalogueCacheKey('locations', request.query), () =>
      listPublicLocations({ db, names }, request.query),
    );
    return sendCachedJson(request, reply, body);
  });

  route(app, contract.locations.get, CACHED, async (request, reply) => {
    const body = await cache.get(`location:${request.params.id}`, () => getLocation(db, request.params.id));
    return sendCachedJson(request, reply, body);
  });
}
