/**
 * The event form and uploaders' own actions (SPEC §7 "Logged-in user"). Every handler passes
 * the request's actor; the services' policies refuse anyone not allowed.
 */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { submissionFormRoutes } from '../uploads/submission-form.routes.ts';
import { deleteEvent, toggleCanceled } from './events.moderation.service.ts';
import { listPickerArtists, listPickerLocations } from './events.pickers.service.ts';
import {
  createEvent,
  findSameNight,
  getEditableEvent,
  listUploadedEvents,
  updateEvent,
  viewOwnEvent,
} from './events.write.service.ts';

export async function eventWriteRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const routes = contract.eventForms;

  submissionFormRoutes(app, routes, {
    create: (actor, form) => createEvent(ctx, actor, form),
    update: (actor, id, form) => updateEvent(ctx, actor, id, form),
  });
  route(app, routes.getEditable, async (request) =>
    getEditableEvent(ctx, actorOf(request), request.params.id),
  );
  route(app, routes.sameNight, async (request) => findSameNight(ctx, actorOf(request), request.query));
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
