import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { deviceOwner } from '../../lib/owner.ts';
import { saveDeviceLocation } from './devices.service.ts';

/** The device's shared position (its push registration: push.routes.ts). */
export async function devicesRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const routes = contract.devices;

  route(app, routes.saveLocation, async (request, reply) => {
    await saveDeviceLocation(
      db,
      { id: deviceOwner(request.device).deviceId, name: request.device!.name },
      request.body,
    );
    return reply.code(204).send(null);
  });
}
