import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { CACHED, route } from '../../http/route.ts';
import { sendCachedJson } from '../../lib/public-cache.ts';
import { search, searchCacheKey } from './search.service.ts';

/**
 * Search answers are public data, kept in the public cache like the lists: a word many people
 * search at once (a village's name on a festival night) is one query, not one per person.
 */
export async function searchRoutes(app: FastifyInstance) {
  const { db, cache, names, artistNights, searchBands } = app.ctx;
  route(app, contract.search.find, CACHED, async (request, reply) => {
    const body = await cache.get(searchCacheKey(request.query), () =>
      search({ db, names, artistNights, searchBands }, request.query),
    );
    return sendCachedJson(request, reply, body);
  });
}
