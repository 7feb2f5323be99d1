/** `/api/admin/users...`: the admin's user management. */
import {
  ZAdminUser,
  ZAdminUserList,
  ZAdminUsersQuery,
  ZError,
  ZIdParams,
  ZUpdateRolesBody,
} from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkedCaller, guard } from '../../plugins/auth.ts';
import { listUsers, setUserRoles } from './users.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const denied = { 401: ZError, 403: ZError };

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const admin = guard('admin');

  app.get(
    '/api/admin/users',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Users with their roles, by username; searchable',
        querystring: ZAdminUsersQuery,
        response: { 200: ZAdminUserList, 400: ZError, ...denied },
      },
    },
    async (request) => listUsers(db, request.query),
  );

  app.put(
    '/api/admin/users/:id/roles',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: "Sets a user's roles (admin, partner; user is always kept)",
        params: ZIdParams,
        body: ZUpdateRolesBody,
        response: { 200: ZAdminUser, 400: ZError, 404: ZError, 409: ZError, ...denied },
      },
    },
    async (request) => setUserRoles(db, checkedCaller(request), request.params.id, request.body.roles),
  );
};
