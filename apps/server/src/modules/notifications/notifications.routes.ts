import {
  ZError,
  ZIdParams,
  ZNotification,
  ZNotificationCountResponse,
  ZNotificationList,
  ZReminderNotificationBody,
} from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { limitWrites } from '../../lib/rate-limit.ts';
import { ownerOf } from '../../plugins/auth.ts';
import {
  clearNotifications,
  listNotifications,
  readAllNotifications,
  readNotification,
  recordReminder,
  removeNotification,
} from './notifications.service.ts';

const tags = ['notifications'];
const errors = { 400: ZError, 404: ZError, 429: ZError };

/** A visitor's notifications, by device. Each call touches only the caller's own. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/public/notifications',
    {
      schema: {
        tags,
        summary: "This device's notifications, newest first (at most 100)",
        response: { 200: ZNotificationList, 400: ZError },
      },
    },
    async (request) => listNotifications(db, await ownerOf(request)),
  );

  app.put(
    '/api/public/notifications/read-all',
    {
      onRequest: limitWrites('notifications'),
      schema: {
        tags,
        summary: "Marks all of this device's notifications read",
        response: { 200: ZNotificationCountResponse, 400: ZError, 429: ZError },
      },
    },
    async (request) => readAllNotifications(db, await ownerOf(request)),
  );

  app.put(
    '/api/public/notifications/:id/read',
    {
      onRequest: limitWrites('notifications'),
      schema: {
        tags,
        summary: 'Marks one notification read',
        params: ZIdParams,
        response: { 200: ZNotification, ...errors },
      },
    },
    async (request) => readNotification(db, await ownerOf(request), request.params.id),
  );

  app.delete(
    '/api/public/notifications/:id',
    {
      onRequest: limitWrites('notifications'),
      schema: {
        tags,
        summary: 'Deletes one notification',
        params: ZIdParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await removeNotification(db, await ownerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/public/notifications',
    {
      onRequest: limitWrites('notifications'),
      schema: {
        tags,
        summary: "Deletes all of this device's notifications",
        response: { 200: ZNotificationCountResponse, 400: ZError, 429: ZError },
      },
    },
    async (request) => clearNotifications(db, await ownerOf(request)),
  );

  app.post(
    '/api/public/notifications/reminder',
    {
      onRequest: limitWrites('notifications'),
      schema: {
        tags,
        summary: "Keeps a phone's local reminder of a favourite event among its notifications",
        body: ZReminderNotificationBody,
        response: { 200: ZNotification, ...errors },
      },
    },
    async (request) => recordReminder(db, await ownerOf(request), request.body, requestLanguage(request)),
  );
};
