/**
 * The event form and uploaders' own actions (SPEC §7 "Logged-in user"). Every handler passes
 * the request's actor; the services' policies refuse anyone not allowed.
 */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { limitSubmissions } from '../../lib/rate-limit.ts';
import { actorOf } from '../../plugins/auth.ts';
import { route } from '../../plugins/route.ts';
import { readMultipartForm } from '../uploads/multipart.ts';
import { deleteEvent, toggleCanceled } from './events.moderation.service.ts';
import { listPickerArtists, listPickerLocations } from './events.pickers.service.ts';
import {
  createEvent,
  getEditableEvent,
  listUploadedEvents,
  updateEvent,
  viewOwnEvent,
} from './events.write.service.ts';

export async function eventWriteRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const routes = contract.eventForms;

  route(app, routes.create, limitSubmissions, async (request) =>
    createEvent(ctx, actorOf(request), await readMultipartForm(request)),
  );
  route(app, routes.update, limitSubmissions, async (request) =>
    updateEvent(ctx, actorOf(request), request.params.id, await readMultipartForm(request)),
  );
  route(app, routes.getEditable, async (request) =>
    getEditableEvent(ctx, actorOf(request), request.params.id),
  );
  route(app, routes.listUploaded, async (request) => listUploadedEvents(ctx, actorOf(request)));
  route(app, routes.pickerArtists, async (request) => listPickerArtists(ctx.db, actorOf(request)));
  route(app, routes.pickerLocations, async (request) => listPickerLocations(ctx.db, actorOf(request)));
  route(app, routes.viewOwn, async (request) => viewOwnEvent(ctx, actorOf(request), request.params.id));
  route(app, routes.toggleCanceled, async (request) =>
    toggleCanceled(ctx, actorOf(request), request.params.id),
  );
  route(app, routes.remove, async (request, reply) => {
    await deleteEvent(ctx, actorOf(request), request.params.id);
    return reply.code(204).send(null);
  });
}
