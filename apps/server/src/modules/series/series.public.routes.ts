/** `GET /api/public/series/{id}`: a published series, for the pages of its nights. */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { getPublicSeries } from './series.service.ts';

export async function seriesPublicRoutes(app: FastifyInstance) {
  route(app, contract.series.getPublic, async (request) => getPublicSeries(app.ctx, request.params.id));
}
