import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, route } from '../../http/route.ts';
import { AddressTally } from '../../lib/address-tally.ts';
import { limitWrites } from '../../lib/rate-limit.ts';
import { recordAnonymousAdEvent } from '../ads/ads.service.ts';
import { countAnonymousEventView, markEventViewed } from '../events/events.service.ts';

/**
 * The counts a visitor's browser sends while cookie consent does not allow measurement. Marked
 * `anonymous`, so the device plugin neither reads nor notes a device id on them, even if one is sent.
 * One address adds at most its share per item and day (lib/address-tally.ts, which keeps only a
 * keyed hash of it), and an ad click only after a view of that ad; past that the call is answered
 * but not counted.
 */
export async function anonymousCountsRoutes(app: FastifyInstance) {
  const { db, counters, config } = app.ctx;
  const tally = new AddressTally(counters, config.writeLimits);
  const anonymous: RouteOptions = { config: { anonymous: true }, onRequest: limitWrites('anonymousCount') };

  route(app, contract.anonymousCounts.adEvent, anonymous, async (request, reply) => {
    await recordAnonymousAdEvent(db, request.params.id, request.body, () =>
      tally.admitAdEvent(request.params.id, request.body.actionType, request.ip),
    );
    return reply.code(204).send(null);
  });

  route(app, contract.anonymousCounts.eventView, anonymous, async (request) => {
    const { id } = request.params;
    const admitted = await tally.admitView('event-view', id, request.ip);
    // Past the address's share: the total as it stands (404 for an unknown event all the same).
    const views = admitted ? await countAnonymousEventView(db, id) : await markEventViewed(db, id, null);
    return { id, views };
  });
}
