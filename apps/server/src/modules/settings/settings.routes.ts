/** `GET`/`PUT /api/public/settings` (SPEC §7): a logged-in person's settings, or a visitor device's. */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { optionalCaller } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { getSettings, updateSettings } from './settings.service.ts';

export async function settingsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  route(app, contract.settings.get, async (request) =>
    getSettings(db, await optionalCaller(request), request.device),
  );
  route(app, contract.settings.update, async (request) =>
    updateSettings(db, await optionalCaller(request), request.device, request.body),
  );
}
