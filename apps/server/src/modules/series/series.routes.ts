/**
 * Weekly residencies, for a venue's partner and admins: set up, edit and end a series; admins
 * publish partners' series. The services' policy refuses anyone who does not run the venue.
 */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { submissionFormRoutes } from '../uploads/submission-form.routes.ts';
import {
  createSeries,
  endSeries,
  getOwnSeries,
  listOwnSeries,
  listUnpublishedSeries,
  publishSeries,
  updateSeries,
} from './series.service.ts';

export async function seriesRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const routes = contract.series;

  submissionFormRoutes(app, routes, {
    create: (actor, form) => createSeries(ctx, actor, form),
    update: (actor, id, form) => updateSeries(ctx, actor, id, form),
  });
  route(app, routes.listOwn, async (request) => listOwnSeries(ctx, actorOf(request)));
  route(app, routes.getOwn, async (request) => getOwnSeries(ctx, actorOf(request), request.params.id));
  route(app, routes.end, async (request) =>
    endSeries(ctx, actorOf(request), request.params.id, request.body),
  );
  route(app, routes.listUnpublished, async (request) => listUnpublishedSeries(ctx, actorOf(request)));
  route(app, routes.publish, async (request) => publishSeries(ctx, actorOf(request), request.params.id));
}
