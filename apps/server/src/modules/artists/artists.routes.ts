import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { CACHED, route } from '../../http/route.ts';
import { sendCachedJson } from '../../lib/public-cache.ts';
import { getArtist, listArtists } from './artists.service.ts';

export async function artistsRoutes(app: FastifyInstance) {
  const { db, cache } = app.ctx;

  route(app, contract.artists.list, CACHED, async (request, reply) =>
    sendCachedJson(request, reply, await cache.get('artists', () => listArtists(db))),
  );

  route(app, contract.artists.get, CACHED, async (request, reply) => {
    const body = await cache.get(`artist:${request.params.id}`, () => getArtist(db, request.params.id));
    return sendCachedJson(request, reply, body);
  });
}
