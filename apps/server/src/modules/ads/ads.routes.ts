import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { limitWrites } from '../../lib/rate-limit.ts';
import { getAdStatistics, recordAdEvent } from './ads.service.ts';

export async function adsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, contract.ads.recordEvent, { onRequest: limitWrites('adEvent') }, async (request, reply) => {
    await recordAdEvent(db, {
      adId: request.params.id,
      body: request.body,
      deviceId: request.device?.id ?? null,
    });
    return reply.code(204).send(null);
  });

  route(app, contract.ads.statistics, async () => getAdStatistics(db));
}
