/**
 * `/api/auth/...`: e-mail sign-up and login, password reset, token refresh (SPEC §7 Auth), and
 * Google/Apple sign-in. Login, sign-up and reset calls are rate limited per address.
 */
import { contract, refreshTokenOf } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import {
  type AuthDeps,
  forgotPassword,
  login,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './auth.service.ts';
import { LoginThrottle } from './login-throttle.ts';
import { originOf } from './origin.ts';
import { rotateSession } from './sessions.service.ts';
import { SocialClients } from './social.clients.ts';
import { socialRoutes } from './social.routes.ts';

export async function authRoutes(app: FastifyInstance) {
  const { config, db, cache, mailer } = app.ctx;
  const deps: AuthDeps = {
    db,
    cache,
    tokens: app.auth.tokens,
    publicUrl: config.publicUrl,
    mailer,
    throttle: new LoginThrottle(db, config.loginLimits),
  };
  const routes = contract.auth;
  const limited = { config: { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } } };
  // Calls with nothing of the device's to move or keep: a device id sent with them is not noted.
  const limitedDeviceless = { config: { ...limited.config, deviceless: true } };

  route(app, routes.register, limitedDeviceless, async (request, reply) =>
    reply.code(202).send(await register(deps, request.body, originOf(request))),
  );
  route(app, routes.verifyEmail, limited, async (request) =>
    verifyEmail(deps, request.body.token, originOf(request)),
  );
  route(app, routes.resendVerification, limitedDeviceless, async (request, reply) =>
    reply.code(202).send(await resendVerification(deps, request.body.email, originOf(request))),
  );
  route(app, routes.login, limited, async (request) => login(deps, request.body, originOf(request)));
  route(app, routes.forgotPassword, limitedDeviceless, async (request, reply) =>
    reply.code(202).send(await forgotPassword(deps, request.body.email, originOf(request))),
  );
  route(app, routes.resetPassword, limited, async (request) =>
    resetPassword(deps, request.body, originOf(request)),
  );
  route(
    app,
    routes.refresh,
    { config: { rateLimit: { max: config.authRateLimit * 6, timeWindow: '1 minute' }, deviceless: true } },
    async (request) =>
      rotateSession(deps, refreshTokenOf(request.body), (familyId) =>
        request.log.warn({ familyId }, 'refresh token presented twice: session family revoked'),
      ),
  );

  await app.register(socialRoutes, { deps: { ...deps, clients: new SocialClients(config.socialProviders) } });
}
