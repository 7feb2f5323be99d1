/**
 * `/api/auth/...`: e-mail sign-up and login, password reset, token refresh (SPEC §7 Auth), and
 * Google/Apple sign-in. Login, sign-up and reset calls are rate limited per address.
 */

import {
  refreshTokenOf,
  ZEmailBody,
  ZError,
  ZLoginBody,
  ZMailSent,
  ZRefreshBody,
  ZRegisterBody,
  ZResetPasswordBody,
  ZTokenPair,
  ZVerifyEmailBody,
} from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db, cache, mailer } = app.ctx;
  const deps: AuthDeps = {
    db,
    cache,
    tokens: app.auth.tokens,
    publicUrl: config.publicUrl,
    mailer,
    throttle: new LoginThrottle(db),
  };
  const limited = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };
  const sensitive = { 400: ZError, 429: ZError, 503: ZError };

  app.post(
    '/api/auth/register',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Creates an account and e-mails a confirmation link',
        description:
          'Answers the same whether or not the address already has an account (an existing owner gets an e-mail instead).',
        body: ZRegisterBody,
        response: { 202: ZMailSent, 409: ZError, ...sensitive },
      },
    },
    async (request, reply) => reply.code(202).send(await register(deps, request.body, originOf(request))),
  );

  app.post(
    '/api/auth/verify-email',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Confirms the e-mail address with the token of the e-mailed link, and logs in',
        body: ZVerifyEmailBody,
        response: { 200: ZTokenPair, ...sensitive },
      },
    },
    async (request) => verifyEmail(deps, request.body.token, originOf(request)),
  );

  app.post(
    '/api/auth/resend-verification',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sends the confirmation link again (when the address has an unconfirmed account)',
        body: ZEmailBody,
        response: { 202: ZMailSent, ...sensitive },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await resendVerification(deps, request.body.email, originOf(request))),
  );

  app.post(
    '/api/auth/login',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Logs in with e-mail and password',
        description:
          'Wrong e-mail or password: 401 BAD_CREDENTIALS; unconfirmed address: 403 EMAIL_NOT_VERIFIED. Favourites, follows, settings and notifications of the calling device move to the account.',
        body: ZLoginBody,
        response: { 200: ZTokenPair, 401: ZError, 403: ZError, ...sensitive },
      },
    },
    async (request) => login(deps, request.body, originOf(request)),
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'E-mails a link to choose a new password (when the address has an account)',
        body: ZEmailBody,
        response: { 202: ZMailSent, ...sensitive },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await forgotPassword(deps, request.body.email, originOf(request))),
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sets a new password with the token of the e-mailed link, ends other sessions, and logs in',
        body: ZResetPasswordBody,
        response: { 200: ZTokenPair, ...sensitive },
      },
    },
    async (request) => resetPassword(deps, request.body, originOf(request)),
  );

  app.post(
    '/api/auth/refresh',
    {
      config: { rateLimit: { max: config.authRateLimit * 6, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Exchanges a refresh token for new tokens (each refresh token works once)',
        consumes: ['text/plain', 'application/json'],
        description:
          'Body: the refresh token as text/plain, or JSON. An unknown, expired or revoked token answers 400 SESSION_EXPIRED; a token presented a second time also ends every session that descends from the same login.',
        body: ZRefreshBody,
        response: { 200: ZTokenPair, 400: ZError, 429: ZError },
      },
    },
    async (request) =>
      rotateSession(deps, refreshTokenOf(request.body), (familyId) =>
        request.log.warn({ familyId }, 'refresh token presented twice: session family revoked'),
      ),
  );

  await app.register(socialRoutes, { deps: { ...deps, clients: new SocialClients(config.socialProviders) } });
};
