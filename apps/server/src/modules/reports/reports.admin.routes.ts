/** Admins deciding on visitors' reports of a problem (the review queue). */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { resolveReports } from './reports.service.ts';

export async function reportAdminRoutes(app: FastifyInstance) {
  route(app, contract.reports.resolve, async (request) =>
    resolveReports(app.ctx, actorOf(request), request.params.id, request.body),
  );
}
