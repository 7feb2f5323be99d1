import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { limitWrites } from '../../lib/rate-limit.ts';
import { logConsent } from './consent.service.ts';

export async function consentRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  route(app, contract.consent.log, { onRequest: limitWrites('consent') }, async (request, reply) => {
    await logConsent(db, { body: request.body, deviceId: request.device?.id ?? null });
    return reply.code(204).send(null);
  });
}
