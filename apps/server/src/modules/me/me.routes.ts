/** `/api/me/...`: the logged-in person's own account (SPEC §7 Logged-in user). Every call needs a token. */
import {
  ZCompleteRegistrationBody,
  ZDeleteAccountBody,
  ZError,
  ZProfile,
  ZProfileBody,
  ZTokenPair,
  ZUpdatePasswordBody,
} from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkedCaller, guard } from '../../plugins/auth.ts';
import { toProfile } from './me.presenter.ts';
import {
  completeRegistration,
  deleteAccount,
  getProfile,
  logout,
  updatePassword,
  updateProfile,
} from './me.service.ts';

const tags = ['account'];
const security = [{ bearer: [] }];
const denied = { 401: ZError, 403: ZError };

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, cache } = app.ctx;
  const user = guard('user');
  const anyAccount = guard('account');

  app.get(
    '/api/me/profile',
    {
      onRequest: user,
      schema: { tags, security, summary: 'Your profile', response: { 200: ZProfile, ...denied } },
    },
    async (request) => getProfile(db, checkedCaller(request)),
  );

  app.put(
    '/api/me/profile',
    {
      onRequest: user,
      schema: {
        tags,
        security,
        summary: 'Changes your username and names',
        description: 'A new username also becomes the uploader name of your events. Taken username: 409.',
        body: ZProfileBody,
        response: { 200: ZProfile, 400: ZError, 409: ZError, ...denied },
      },
    },
    async (request) => toProfile(await updateProfile(db, cache, checkedCaller(request), request.body)),
  );

  app.put(
    '/api/me/update-password',
    {
      onRequest: user,
      schema: {
        tags,
        security,
        summary: 'Sets a new password, given the current one; your other sessions end',
        description:
          'Wrong current password: 400 WRONG_PASSWORD. A common password: 400 PASSWORD_TOO_COMMON. An account that signs in only with Google or Apple has none: 400 NO_PASSWORD (it sets one with the e-mailed link of /api/auth/forgot-password).',
        body: ZUpdatePasswordBody,
        response: { 204: z.null(), 400: ZError, ...denied },
      },
    },
    async (request, reply) => {
      await updatePassword(db, checkedCaller(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/me/complete-registration',
    {
      onRequest: anyAccount,
      schema: {
        tags,
        security,
        summary: 'Finishes a Google or Apple sign-up by choosing a username',
        description: 'Returns new tokens that carry the user role. Taken username: 409.',
        body: ZCompleteRegistrationBody,
        response: { 200: ZTokenPair, 400: ZError, 409: ZError, ...denied },
      },
    },
    async (request) =>
      completeRegistration({ db, cache, tokens: app.auth.tokens }, checkedCaller(request), request.body),
  );

  app.post(
    '/api/me/logout',
    {
      onRequest: anyAccount,
      schema: {
        tags,
        security,
        summary: 'Logs out: this session’s refresh token stops working',
        response: { 204: z.null(), ...denied },
      },
    },
    async (request, reply) => {
      await logout(db, checkedCaller(request), request.device);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/me/delete-account',
    {
      onRequest: anyAccount,
      schema: {
        tags,
        security,
        summary: 'Deletes your account and personal data',
        description:
          'Needs the password in the body (400 PASSWORD_REQUIRED without it, 400 WRONG_PASSWORD when wrong); an account without a password needs a Google/Apple sign-in within the last 5 minutes (403 REAUTH_REQUIRED). Profile, sign-in links, sessions, favourites, follows, notifications and settings are removed. Your published events stay, shown as from a deleted user.',
        body: ZDeleteAccountBody.nullish(),
        response: { 204: z.null(), 400: ZError, ...denied },
      },
    },
    async (request, reply) => {
      await deleteAccount(db, cache, checkedCaller(request), request.body);
      return reply.code(204).send(null);
    },
  );
};
