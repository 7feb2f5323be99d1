/**
 * `POST /api/v1/users/glenti/draft-from-poster`: the event form sends the poster it was given and
 * gets back what the poster says. A reading takes a few seconds, so the request simply waits (the
 * form shows that it is reading); readings take turns on the process's one reader.
 */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { bypassesWriteLimits, limitWrites } from '../../lib/rate-limit.ts';
import { readMultipartForm } from '../uploads/multipart.ts';
import { createPosterReader } from './poster-reader.ts';
import { draftFromPoster } from './poster-reading.service.ts';

/** Readings per account, device and address; admins drafting from Instagram posts are not limited. */
const limitReadings = limitWrites('posterReading', { skip: bypassesWriteLimits });

export async function posterReadingRoutes(app: FastifyInstance) {
  const reader = createPosterReader();
  app.addHook('onClose', async () => reader.close());

  route(app, contract.eventForms.readPoster, { onRequest: limitReadings }, async (request) => {
    // Who is asking was checked by the route's access level, before the upload is read.
    const form = await readMultipartForm(request);
    return draftFromPoster(app.ctx, reader, actorOf(request), form.file);
  });
}
