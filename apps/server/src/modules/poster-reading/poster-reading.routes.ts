/**
 * `POST /api/v1/users/glenti/draft-from-poster`: the event form sends the poster it was given and
 * gets back what the poster says. A reading takes a few seconds, so the request simply waits (the
 * form shows that it is reading); readings take turns on the process's one reader.
 */
import { ZError, ZPosterDraft } from '@glentia/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitWrites } from '../../lib/rate-limit.ts';
import type { CallerRouteOptions } from '../events/events.caller.ts';
import { readMultipartForm } from '../uploads/multipart.ts';
import { createPosterReader } from './poster-reader.ts';
import { draftFromPoster } from './poster-reading.service.ts';

/** Readings per account, device and address; admins drafting from Instagram posts are not limited. */
const limitReadings = limitWrites('posterReading', {
  skip: (request) => request.caller?.roles.includes('admin') ?? false,
});

export const posterReadingRoutes: FastifyPluginAsyncZod<CallerRouteOptions> = async (app, { callerOf }) => {
  const reader = createPosterReader();
  app.addHook('onClose', async () => reader.close());

  app.post(
    '/api/v1/users/glenti/draft-from-poster',
    {
      onRequest: limitReadings,
      schema: {
        tags: ['event form'],
        summary: 'Read a poster: the date, time, phone, venue and artists it names (nothing is saved)',
        consumes: ['multipart/form-data'],
        description:
          'Multipart: the poster photo as `file` (JPEG, PNG, WebP or HEIC, as for the event form).',
        response: { 200: ZPosterDraft, 400: ZError, 401: ZError, 429: ZError },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      // Who is asking is checked before the upload is read.
      const form = caller ? await readMultipartForm(request) : { file: null };
      return draftFromPoster(app.ctx, reader, caller, form.file);
    },
  );
};
