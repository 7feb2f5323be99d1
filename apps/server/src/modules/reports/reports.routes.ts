/** `POST /api/public/glentia/{id}/report`: any visitor reports an event as wrong or canceled. */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { limitWrites } from '../../lib/rate-limit.ts';
import { reportEvent } from './reports.service.ts';

export async function reportsRoutes(app: FastifyInstance) {
  route(app, contract.events.report, { onRequest: limitWrites('eventReport') }, async (request, reply) => {
    await reportEvent(app.ctx, request.params.id, request.body);
    return reply.code(204).send(null);
  });
}
