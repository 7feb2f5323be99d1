import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { CACHED, route } from '../../http/route.ts';
import { idsCacheKey, sendCachedJson } from '../../lib/public-cache.ts';
import { getArtist, listArtists, listArtistsWithIds } from './artists.service.ts';

export async function artistsRoutes(app: FastifyInstance) {
  const { db, cache } = app.ctx;

  route(app, contract.artists.list, CACHED, async (request, reply) => {
    const { ids } = request.query;
    const body = await cache.get(idsCacheKey('artists', ids), () =>
      ids.length === 0 ? listArtists(db) : listArtistsWithIds(db, ids),
    );
    return sendCachedJson(request, reply, body);
  });

  route(app, contract.artists.get, CACHED, async (request, reply) => {
    const body = await cache.get(`artist:${request.params.id}`, () => getArtist(db, request.params.id));
    return sendCachedJson(request, reply, body);
  });
}
