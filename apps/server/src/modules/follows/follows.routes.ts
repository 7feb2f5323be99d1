import { ZError, ZFollowToggleResponse, ZIdParams, ZTopicList } from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceOwner } from '../../lib/owner.ts';
import { checkedCaller, guard } from '../../plugins/auth.ts';
import { listTopics, toggleFollow, unfollow } from './follows.service.ts';

const tags = ['follows'];

/** A visitor's followed artists and venues, by device. The signed-in twins live under `/api/me/`. */
export const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/public/register-device/topic',
    {
      schema: {
        tags,
        summary: 'Ids of the artists and venues this device follows',
        response: { 200: ZTopicList, 400: ZError },
      },
    },
    async (request) => listTopics(db, deviceOwner(request.device)),
  );

  app.post(
    '/api/public/register-device/topic-uuid/:id',
    {
      schema: {
        tags,
        summary: 'Follows an artist or a venue, or stops following it',
        params: ZIdParams,
        response: { 200: ZFollowToggleResponse, 400: ZError, 404: ZError },
      },
    },
    async (request) => toggleFollow(db, deviceOwner(request.device), request.params.id),
  );

  app.delete(
    '/api/public/register-device/topic/:id',
    {
      schema: {
        tags,
        summary: 'Stops following an artist or a venue',
        params: ZIdParams,
        response: { 204: z.null().describe('Not following any more'), 400: ZError, 404: ZError },
      },
    },
    async (request, reply) => {
      await unfollow(db, deviceOwner(request.device), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/me/topic',
    {
      onRequest: guard('user'),
      schema: {
        tags,
        summary: 'Ids of the artists and venues the signed-in person follows',
        response: { 200: ZTopicList, 401: ZError, 403: ZError },
      },
    },
    async (request) => listTopics(db, { userId: checkedCaller(request).id }),
  );

  app.post(
    '/api/me/topic-uuid/:id',
    {
      onRequest: guard('user'),
      schema: {
        tags,
        summary: 'The signed-in person follows an artist or a venue, or stops following it',
        params: ZIdParams,
        response: { 200: ZFollowToggleResponse, 400: ZError, 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (request) => toggleFollow(db, { userId: checkedCaller(request).id }, request.params.id),
  );
};
