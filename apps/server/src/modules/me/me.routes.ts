/** `/api/me/...`: the logged-in person's own account (SPEC §7 Logged-in user). Every call needs a token. */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { checkedCaller } from '../../plugins/auth.ts';
import { route } from '../../plugins/route.ts';
import { toProfile } from './me.presenter.ts';
import {
  completeRegistration,
  deleteAccount,
  getProfile,
  logout,
  updatePassword,
  updateProfile,
} from './me.service.ts';

export async function meRoutes(app: FastifyInstance) {
  const { db, cache } = app.ctx;
  const routes = contract.me;

  route(app, routes.profile, async (request) => getProfile(db, checkedCaller(request)));
  route(app, routes.updateProfile, async (request) =>
    toProfile(await updateProfile(db, cache, checkedCaller(request), request.body)),
  );
  route(app, routes.updatePassword, async (request, reply) => {
    await updatePassword(db, checkedCaller(request), request.body);
    return reply.code(204).send(null);
  });
  route(app, routes.completeRegistration, async (request) =>
    completeRegistration({ db, cache, tokens: app.auth.tokens }, checkedCaller(request), request.body),
  );
  route(app, routes.logout, async (request, reply) => {
    await logout(db, checkedCaller(request), request.device);
    return reply.code(204).send(null);
  });
  route(app, routes.deleteAccount, async (request, reply) => {
    await deleteAccount(db, cache, checkedCaller(request), request.body);
    return reply.code(204).send(null);
  });
}
