/**
 * The event form and uploaders' own actions (SPEC §7 "Logged-in user"). Every handler asks
 * `callerOf` who is calling; the services refuse anyone not allowed.
 */
import {
  ZCreateEventResult,
  ZError,
  ZEvent,
  ZIdParams,
  ZPickerArtist,
  ZPickerLocation,
  ZReviewEvent,
  ZReviewEventList,
} from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitWrites } from '../../lib/rate-limit.ts';
import { readMultipartForm } from '../uploads/multipart.ts';
import type { CallerRouteOptions } from './events.caller.ts';
import { deleteEvent, toggleCanceled } from './events.moderation.service.ts';
import { listPickerArtists, listPickerLocations } from './events.pickers.service.ts';
import {
  createEvent,
  getEditableEvent,
  listUploadedEvents,
  updateEvent,
  viewOwnEvent,
} from './events.write.service.ts';

const tags = ['event form'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 429: ZError };
/**
 * Submissions and edits per account, device and address; admins curate in bulk and are not
 * limited. Runs after the account check of the writes scope (app.ts), so the caller is known.
 */
const limitSubmissions = limitWrites('eventSubmission', {
  skip: (request) => request.caller?.roles.includes('admin') ?? false,
});
const multipartBody = {
  consumes: ['multipart/form-data'],
  description:
    'Multipart fields: date (required), updateLocationPhone, telephone, time, duration, description, ' +
    'entryPrice (euro, 0 for free entry), ticketUrl (https), ' +
    'location, artists (JSON list), filename, mimeType, and the photo as `file` (required when creating).',
};

export const eventWriteRoutes: FastifyPluginAsyncZod<CallerRouteOptions> = async (app, { callerOf }) => {
  const ctx = app.ctx;

  app.post(
    '/api/v1/users/glenti',
    {
      onRequest: limitSubmissions,
      schema: {
        tags,
        summary: 'Submit an event with its poster',
        ...multipartBody,
        response: { 200: ZCreateEventResult, ...errors },
      },
    },
    async (request) => createEvent(ctx, callerOf(request), await readMultipartForm(request)),
  );

  app.put(
    '/api/v1/users/glenti/:id',
    {
      onRequest: limitSubmissions,
      schema: {
        tags,
        summary: 'Save an event (a user’s edit goes back to review)',
        ...multipartBody,
        params: ZIdParams,
        response: { 200: ZCreateEventResult, ...errors },
      },
    },
    async (request) =>
      updateEvent(ctx, callerOf(request), request.params.id, await readMultipartForm(request)),
  );

  app.get(
    '/api/v1/users/glenti/:id',
    {
      schema: {
        tags,
        summary: 'An event as its form shows it (uploader or admin)',
        params: ZIdParams,
        response: { 200: ZReviewEvent, ...errors },
      },
    },
    async (request) => getEditableEvent(ctx, callerOf(request), request.params.id),
  );

  app.get(
    '/api/v1/users/glenti',
    {
      schema: {
        tags,
        summary: 'My events, every state (/uploaded)',
        response: { 200: ZReviewEventList, ...errors },
      },
    },
    async (request) => listUploadedEvents(ctx, callerOf(request)),
  );

  app.get(
    '/api/v1/users/artists',
    {
      schema: {
        tags,
        summary: 'Artists to pick in the event form: yours first, then every other by name',
        response: { 200: z.array(ZPickerArtist), 401: ZError },
      },
    },
    async (request) => listPickerArtists(ctx.db, callerOf(request)),
  );

  app.get(
    '/api/v1/users/locations',
    {
      schema: {
        tags,
        summary: 'Venues to pick in the event form: yours first, then every other by name',
        response: { 200: z.array(ZPickerLocation), 401: ZError },
      },
    },
    async (request) => listPickerLocations(ctx.db, callerOf(request)),
  );

  app.get(
    '/api/me/glentia/:id',
    {
      schema: {
        tags,
        summary: 'An event in any state (waiting for review too), for its uploader and admins',
        params: ZIdParams,
        response: { 200: ZReviewEvent, ...errors },
      },
    },
    async (request) => viewOwnEvent(ctx, callerOf(request), request.params.id),
  );

  app.put(
    '/api/me/glentia/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel or uncancel an event (toggle)',
        params: ZIdParams,
        response: { 200: ZEvent, ...errors },
      },
    },
    async (request) => toggleCanceled(ctx, callerOf(request), request.params.id),
  );

  app.delete(
    '/api/me/glentia/:id',
    {
      schema: {
        tags,
        summary: 'Delete an event',
        params: ZIdParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await deleteEvent(ctx, callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
