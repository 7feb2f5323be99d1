/** A device's push registration (for the signed-in person when a token is sent) and the VAPID key. */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { ownerOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { deviceOwner } from '../../lib/owner.ts';
import { limitWrites } from '../../lib/rate-limit.ts';
import { registerPushToken } from './push.service.ts';

export async function pushRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const routes = contract.devices;
  const limited = { onRequest: limitWrites('registerToken') };

  route(app, routes.registerToken, limited, async (request, reply) => {
    const owner = await ownerOf(request, 'user');
    await registerPushToken(db, {
      deviceId: deviceOwner(request.device).deviceId,
      deviceName: request.device!.name,
      body: request.body,
      webPush: app.ctx.push.webPush,
      userId: 'userId' in owner ? owner.userId : null,
    });
    return reply.code(204).send(null);
  });

  route(app, routes.vapidPublicKey, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { publicKey: app.ctx.push.vapid.publicKey };
  });
}
