import { contract } from '@glentia/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ownerOf } from '../../http/auth.ts';
import { CACHED, route } from '../../http/route.ts';
import { requestLanguage } from '../../lib/language.ts';
import { ownerKey } from '../../lib/owner.ts';
import { cachedBodyFromJson, sendCachedJson } from '../../lib/public-cache.ts';
import { TtlSet } from '../../lib/ttl-set.ts';
import { listNotifications, NOTIFICATIONS_CHANNEL } from '../notifications/notifications.service.ts';
import { buildSharedInitialize } from './initialize.service.ts';

const EMPTY_NOTIFICATIONS_TAIL = '[]}';

export async function initializeRoutes(app: FastifyInstance) {
  const { db, cache, config, database } = app.ctx;
  // Most devices have no notifications; remembering that spares the database a query on every
  // app start. New notifications anywhere (any process) make every process forget it at once, so
  // the bell never lags behind a fan-out.
  const ownersWithout = new TtlSet(config.publicCacheSeconds * 1000);
  const unlisten = await database.listen(NOTIFICATIONS_CHANNEL, () => ownersWithout.clear());
  app.addHook('onClose', async () => unlisten());

  /** The signed-in person's notifications, else this device's (none for an anonymous request). */
  async function notificationsOf(request: FastifyRequest) {
    if (!request.device && !request.caller && !request.authProblem) return [];
    const owner = await ownerOf(request);
    const key = ownerKey(owner);
    if (ownersWithout.has(key)) return [];
    const found = await listNotifications(db, owner, requestLanguage(request));
    if (found.length === 0) ownersWithout.add(key);
    return found;
  }

  route(app, contract.initialize.get, CACHED, async (request, reply) => {
    const [shared, notifications] = await Promise.all([
      // `notifications` comes last, so a caller's own can be spliced into the shared bytes.
      cache.get('initialize', async () => ({
        ...(await buildSharedInitialize(db, config)),
        notifications: [],
      })),
      notificationsOf(request),
    ]);
    if (notifications.length === 0) return sendCachedJson(request, reply, shared);
    const json = shared.json.toString();
    const own = `${json.slice(0, -EMPTY_NOTIFICATIONS_TAIL.length)}${JSON.stringify(notifications)}}`;
    return sendCachedJson(request, reply, cachedBodyFromJson(own));
  });
}
