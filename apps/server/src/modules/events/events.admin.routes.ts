/** Admin moderation of events (SPEC §7 "Admin"): the review queue, publish, reject, promote, import. */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import type { OutboundRouteOptions } from '../../lib/outbound/safe-fetch.ts';
import {
  countPendingReview,
  listReviewQueue,
  publishEvent,
  rejectEvent,
  togglePromoted,
} from './events.moderation.service.ts';
import { importEventFromUrl } from './imports/import.service.ts';

export async function eventAdminRoutes(app: FastifyInstance, options: OutboundRouteOptions) {
  const ctx = app.ctx;
  const routes = contract.moderation;

  route(app, routes.reviewQueue, async (request) => listReviewQueue(ctx, actorOf(request)));
  route(app, routes.reviewCount, async (request) => ({
    count: await countPendingReview(ctx, actorOf(request)),
  }));
  route(app, routes.publish, async (request) => publishEvent(ctx, actorOf(request), request.params.id));
  route(app, routes.reject, async (request) =>
    rejectEvent(ctx, actorOf(request), request.params.id, request.body.reason),
  );
  route(app, routes.togglePromoted, async (request) =>
    togglePromoted(ctx, actorOf(request), request.params.id),
  );
  route(app, routes.importFromUrl, async (request) =>
    importEventFromUrl(ctx, actorOf(request), request.body.url, options),
  );
}
