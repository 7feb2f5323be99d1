/**
 * The create and save routes of a multipart submission form (an event, a weekly series): both are
 * rate limited as submissions, and read the form before handing it with the caller to the service.
 */
import type { Actor, ReplyOf, RouteContract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { limitSubmissions } from '../../lib/rate-limit.ts';
import { type MultipartForm, readMultipartForm } from './multipart.ts';

export function submissionFormRoutes<Create extends RouteContract, Update extends RouteContract>(
  app: FastifyInstance,
  routes: { create: Create; update: Update },
  save: {
    create: (actor: Actor, form: MultipartForm) => Promise<ReplyOf<Create>>;
    update: (actor: Actor, id: string, form: MultipartForm) => Promise<ReplyOf<Update>>;
  },
): void {
  route(app, routes.create, limitSubmissions, async (request) =>
    save.create(actorOf(request), await readMultipartForm(request)),
  );
  // The update route's path is `…/:id` (its contract says so).
  route(app, routes.update, limitSubmissions, async (request) =>
    save.update(actorOf(request), (request.params as { id: string }).id, await readMultipartForm(request)),
  );
}
