/** Admin artist curation (SPEC §7): list, create, edit, profile picture. */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { readMultipartForm } from '../uploads/multipart.ts';
import { createArtist, listAdminArtists, setArtistImage, updateArtist } from './artists.admin.service.ts';

export async function artistAdminRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const routes = contract.artistAdmin;

  route(app, routes.list, async (request) => listAdminArtists(ctx, actorOf(request)));
  route(app, routes.create, async (request) => createArtist(ctx, actorOf(request), request.body));
  route(app, routes.update, async (request) => updateArtist(ctx, actorOf(request), request.body));
  route(app, routes.setImage, async (request) =>
    setArtistImage(ctx, actorOf(request), request.params.id, (await readMultipartForm(request)).file),
  );
}
