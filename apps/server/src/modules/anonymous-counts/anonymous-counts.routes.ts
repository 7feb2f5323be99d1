import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, route } from '../../http/route.ts';
import { limitWrites } from '../../lib/rate-limit.ts';
import { recordAnonymousAdEvent } from '../ads/ads.service.ts';
import { countAnonymousEventView } from '../events/events.service.ts';

/**
 * The counts a visitor's browser sends while cookie consent does not allow measurement. Marked
 * `anonymous`, so the device plugin neither reads nor notes a device id on them, even if one is sent.
 */
export async function anonymousCountsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const anonymous: RouteOptions = { config: { anonymous: true }, onRequest: limitWrites('anonymousCount') };

  route(app, contract.anonymousCounts.adEvent, anonymous, async (request, reply) => {
    await recordAnonymousAdEvent(db, request.params.id, request.body);
    return reply.code(204).send(null);
  });

  route(app, contract.anonymousCounts.eventView, anonymous, async (request) => {
    const views = await countAnonymousEventView(db, request.params.id);
    return { id: request.params.id, views };
  });
}
