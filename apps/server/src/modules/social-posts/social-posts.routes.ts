/** Admin moderation of fetched Instagram posts (SPEC §7). */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import type { OutboundRouteOptions } from '../../lib/outbound/safe-fetch.ts';
import {
  acceptSocialPost,
  listSocialPosts,
  refreshSocialPosts,
  rejectSocialPost,
} from './social-posts.service.ts';

export async function socialPostRoutes(app: FastifyInstance, options: OutboundRouteOptions) {
  const ctx = app.ctx;
  const routes = contract.socialPosts;

  route(app, routes.refresh, async (request) => refreshSocialPosts(ctx, actorOf(request)));
  route(app, routes.list, async (request) => listSocialPosts(ctx, actorOf(request), request.query.status));
  route(app, routes.accept, async (request) =>
    acceptSocialPost(ctx, actorOf(request), request.params.id, options),
  );
  route(app, routes.reject, async (request) => rejectSocialPost(ctx, actorOf(request), request.params.id));
}
