import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { checkedCaller } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { deviceOwner } from '../../lib/owner.ts';
import { listTopics, toggleFollow, unfollow } from './follows.service.ts';

/** A visitor's followed artists and venues, by device. The signed-in twins live under `/api/me/`. */
export async function followsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const routes = contract.follows;

  route(app, routes.listByDevice, async (request) => listTopics(db, deviceOwner(request.device)));
  route(app, routes.toggleByDevice, async (request) =>
    toggleFollow(db, deviceOwner(request.device), request.params.id),
  );
  route(app, routes.unfollowByDevice, async (request, reply) => {
    await unfollow(db, deviceOwner(request.device), request.params.id);
    return reply.code(204).send(null);
  });
  route(app, routes.list, async (request) => listTopics(db, { userId: checkedCaller(request).id }));
  route(app, routes.toggle, async (request) =>
    toggleFollow(db, { userId: checkedCaller(request).id }, request.params.id),
  );
}
