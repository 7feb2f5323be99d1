import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { CACHED, route } from '../../http/route.ts';
import { catalogueCacheKey, sendCachedJson } from '../../lib/public-cache.ts';
import { getArtist, listPublicArtists } from './artists.service.ts';

export async function artistsRoutes(app: FastifyInstance) {
  const { db, cache, names } = app.ctx;

  route(app, contract.artists.list, CACHED, async (request, reply) => {
    const body = await cache.get(catalogueCacheKey('artists', request.query), () =>
      listPublicArtists({ db, names }, request.query),
    );
    return sendCachedJson(request, reply, body);
  });

  route(app, contract.artists.get, CACHED, async (request, reply) => {
    const body = await cache.get(`artist:${request.params.id}`, () => getArtist(db, request.params.id));
    return sendCachedJson(request, reply, body);
  });
}
