import { contract } from '@glentia/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ownerOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { limitWrites } from '../../lib/rate-limit.ts';
import { requireCountedDevice } from '../devices/new-devices.ts';
import { listSavedEvents, toggleSavedEvent } from './events.saves.service.ts';

/** A visitor's device moves the counts only within the new devices' allowance; an account always does. */
async function requireCountedVisitor(request: FastifyRequest): Promise<void> {
  if (!request.caller && !request.authProblem) await requireCountedDevice(request);
}

/** Your favourites: the signed-in person's by account, a visitor's by device. */
export async function savedEventsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const routes = contract.favorites;

  route(app, routes.list, async (request) => listSavedEvents(db, await ownerOf(request, 'user')));
  route(
    app,
    routes.toggle,
    { onRequest: [limitWrites('favorite'), requireCountedVisitor] },
    async (request) => toggleSavedEvent(db, await ownerOf(request, 'user'), request.params.id),
  );
}
