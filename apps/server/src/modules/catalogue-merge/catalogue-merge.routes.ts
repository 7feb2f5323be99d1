/** Admin routes merging and deleting duplicate venues and artists. */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { deleteCatalogueEntry, mergeCatalogueEntry } from './catalogue-merge.service.ts';

export async function catalogueMergeRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const routes = contract.catalogueMerge;
  const kinds = [
    { kind: 'location', merge: routes.mergeLocation, remove: routes.deleteLocation },
    { kind: 'artist', merge: routes.mergeArtist, remove: routes.deleteArtist },
  ] as const;
  for (const { kind, merge, remove } of kinds) {
    route(app, merge, async (request) =>
      mergeCatalogueEntry(ctx, actorOf(request), kind, request.params.id, request.body),
    );
    route(app, remove, async (request, reply) => {
      await deleteCatalogueEntry(ctx, actorOf(request), kind, request.params.id);
      return reply.code(204).send(null);
    });
  }
}
