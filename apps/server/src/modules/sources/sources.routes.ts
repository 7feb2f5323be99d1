/** `/api/admin/sources...`: admins keep calendars, pages, feeds and other guides in step. */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import type { SourceFetchOptions } from './source-fetch.ts';
import { changeSource, createSource, listSources, removeSource, runSourceNow } from './sources.service.ts';

export async function sourcesRoutes(app: FastifyInstance, options: { fetchOptions?: SourceFetchOptions }) {
  const ctx = { db: app.ctx.db, cache: app.ctx.cache, sourceFetchOptions: options.fetchOptions };
  const routes = contract.sources;

  route(app, routes.list, async (request) => listSources(ctx, actorOf(request)));
  route(app, routes.create, async (request) => createSource(ctx, actorOf(request), request.body));
  route(app, routes.update, async (request) =>
    changeSource(ctx, actorOf(request), request.params.id, request.body),
  );
  route(app, routes.run, async (request) => runSourceNow(ctx, actorOf(request), request.params.id));
  route(app, routes.remove, async (request, reply) => {
    await removeSource(ctx, actorOf(request), request.params.id);
    return reply.code(204).send(null);
  });
}
