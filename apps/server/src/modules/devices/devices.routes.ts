import { ZDeviceLocationBody, ZError, ZRegisterTokenBody, ZVapidPublicKeyResponse } from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceOwner } from '../../lib/owner.ts';
import { limitWrites } from '../../lib/rate-limit.ts';
import { checkedCaller, guard } from '../../plugins/auth.ts';
import { registerPushToken } from '../push/push.service.ts';
import { saveDeviceLocation } from './devices.service.ts';

const tags = ['devices'];

/** The visitor's device: its shared position and its push registration. */
export const devicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.put(
    '/api/public/device-location',
    {
      schema: {
        tags,
        summary: 'Keeps the position this device chose to share (Crete only)',
        body: ZDeviceLocationBody,
        response: { 204: z.null().describe('Kept'), 400: ZError },
      },
    },
    async (request, reply) => {
      await saveDeviceLocation(
        db,
        { id: deviceOwner(request.device).deviceId, name: request.device!.name },
        request.body,
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/public/registerToken',
    {
      onRequest: limitWrites('registerToken'),
      schema: {
        tags,
        summary: 'Registers this device for push notifications (web push subscription or FCM token)',
        body: ZRegisterTokenBody,
        response: { 204: z.null().describe('Registered'), 400: ZError, 429: ZError },
      },
    },
    async (request, reply) => {
      await registerPushToken(db, {
        deviceId: deviceOwner(request.device).deviceId,
        deviceName: request.device!.name,
        body: request.body,
        webPush: app.ctx.push.webPush,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/public/push/vapid-public-key',
    {
      schema: {
        tags,
        summary: 'The key browsers subscribe to Glentia’s web pushes with',
        response: { 200: ZVapidPublicKeyResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { publicKey: app.ctx.push.vapid.publicKey };
    },
  );

  app.post(
    '/api/v1/users/registerToken',
    {
      onRequest: [guard('user'), limitWrites('registerToken')],
      schema: {
        tags,
        summary: 'Registers this device for the signed-in person’s push notifications',
        body: ZRegisterTokenBody,
        response: {
          204: z.null().describe('Registered'),
          400: ZError,
          401: ZError,
          403: ZError,
          429: ZError,
        },
      },
    },
    async (request, reply) => {
      await registerPushToken(db, {
        deviceId: deviceOwner(request.device).deviceId,
        deviceName: request.device!.name,
        body: request.body,
        webPush: app.ctx.push.webPush,
        userId: checkedCaller(request).id,
      });
      return reply.code(204).send(null);
    },
  );
};
