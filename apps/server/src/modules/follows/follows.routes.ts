import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { ownerOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { listTopics, toggleFollow, unfollow } from './follows.service.ts';

/** The artists and venues you follow: the signed-in person's by account, a visitor's by device. */
export async function followsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const routes = contract.follows;

  route(app, routes.list, async (request) => listTopics(db, await ownerOf(request, 'user')));
  route(app, routes.toggle, async (request) =>
    toggleFollow(db, await ownerOf(request, 'user'), request.params.id),
  );
  route(app, routes.unfollow, async (request, reply) => {
    await unfollow(db, await ownerOf(request, 'user'), request.params.id);
    return reply.code(204).send(null);
  });
}
