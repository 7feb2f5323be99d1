/** `/api/me/...`: the logged-in person's own account (SPEC §7 Logged-in user). Every call needs a token. */
import { contract } from '@glentia/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkedCaller } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { LoginThrottle } from '../auth/login-throttle.ts';
import { originOf } from '../auth/origin.ts';
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
  const { db, cache, config } = app.ctx;
  const routes = contract.me;
  const throttle = new LoginThrottle(db, config.loginLimits);
  const recheck = (request: FastifyRequest) => ({ db, throttle, address: originOf(request).address });

  route(app, routes.profile, async (request) => getProfile(db, checkedCaller(request)));
  route(app, routes.updateProfile, async (request) =>
    toProfile(await updateProfile(db, cache, checkedCaller(request), request.body)),
  );
  route(app, routes.updatePassword, async (request, reply) => {
    await updatePassword(recheck(request), checkedCaller(request), request.body);
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
    await deleteAccount({ ...recheck(request), cache }, checkedCaller(request), request.body);
    return reply.code(204).send(null);
  });
}
