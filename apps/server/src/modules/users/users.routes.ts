/** `/api/admin/users...`: the admin's user management. */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { listUsers, setUserRoles } from './users.service.ts';

export async function usersRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  route(app, contract.users.list, async (request) => listUsers(db, actorOf(request), request.query));
  route(app, contract.users.setRoles, async (request) =>
    setUserRoles(db, actorOf(request), request.params.id, request.body.roles),
  );
}
