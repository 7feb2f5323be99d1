import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { ownerOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { requestLanguage } from '../../lib/language.ts';
import { limitWrites } from '../../lib/rate-limit.ts';
import {
  clearNotifications,
  listNotifications,
  readAllNotifications,
  readNotification,
  recordReminder,
  removeNotification,
} from './notifications.service.ts';

/** A visitor's notifications, by device. Each call touches only the caller's own. */
export async function notificationsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const routes = contract.notifications;
  const limited = { onRequest: limitWrites('notifications') };

  route(app, routes.list, async (request) =>
    listNotifications(db, await ownerOf(request), requestLanguage(request)),
  );
  route(app, routes.readAll, limited, async (request) => readAllNotifications(db, await ownerOf(request)));
  route(app, routes.read, limited, async (request) =>
    readNotification(db, await ownerOf(request), request.params.id, requestLanguage(request)),
  );
  route(app, routes.remove, limited, async (request, reply) => {
    await removeNotification(db, await ownerOf(request), request.params.id);
    return reply.code(204).send(null);
  });
  route(app, routes.clear, limited, async (request) => clearNotifications(db, await ownerOf(request)));
  route(app, routes.recordReminder, limited, async (request) =>
    recordReminder(db, await ownerOf(request), request.body, requestLanguage(request)),
  );
}
