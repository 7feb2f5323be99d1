/**
 * Visitors' reports of a problem: `POST /api/public/glentia/{id}/report` (any visitor reports an
 * event as wrong or canceled) and admins deciding on them from the review queue.
 */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { limitWrites } from '../../lib/rate-limit.ts';
import { reportEvent, resolveReports } from './events.reports.service.ts';

export async function reportsRoutes(app: FastifyInstance) {
  route(app, contract.events.report, { onRequest: limitWrites('eventReport') }, async (request, reply) => {
    await reportEvent(app.ctx, request.params.id, request.body);
    return reply.code(204).send(null);
  });
}

export async function reportAdminRoutes(app: FastifyInstance) {
  route(app, contract.reports.resolve, async (request) =>
    resolveReports(app.ctx, actorOf(request), request.params.id, request.body),
  );
}
