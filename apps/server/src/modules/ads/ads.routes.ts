import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { AddressTally } from '../../lib/address-tally.ts';
import { limitWrites } from '../../lib/rate-limit.ts';
import { getAdStatistics, recordAdEvent } from './ads.service.ts';

export async function adsRoutes(app: FastifyInstance) {
  const { db, counters, config } = app.ctx;
  // Devices' ad events are bounded by address too: inventing device ids adds no clicks.
  const tally = new AddressTally(counters, config.writeLimits);

  route(app, contract.ads.recordEvent, { onRequest: limitWrites('adEvent') }, async (request, reply) => {
    await recordAdEvent(db, {
      adId: request.params.id,
      body: request.body,
      deviceId: request.device?.id ?? null,
      admit: () => tally.admitAdEvent(request.params.id, request.body.actionType, request.ip),
    });
    return reply.code(204).send(null);
  });

  route(app, contract.ads.statistics, async () => getAdStatistics(db));
}
