/** Admin venue curation (SPEC §7): list, create, edit, meta, profile picture. */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { readMultipartForm } from '../uploads/multipart.ts';
import {
  createLocation,
  listAdminLocations,
  setLocationImage,
  setLocationMeta,
  updateLocation,
} from './locations.admin.service.ts';

export async function locationAdminRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const routes = contract.locationAdmin;

  route(app, routes.list, async (request) => listAdminLocations(ctx, actorOf(request)));
  route(app, routes.create, async (request) => createLocation(ctx, actorOf(request), request.body));
  route(app, routes.update, async (request) => updateLocation(ctx, actorOf(request), request.body));
  route(app, routes.setMeta, async (request) =>
    setLocationMeta(ctx, actorOf(request), request.params.id, request.body),
  );
  route(app, routes.setImage, async (request) =>
    setLocationImage(ctx, actorOf(request), request.params.id, (await readMultipartForm(request)).file),
  );
}
