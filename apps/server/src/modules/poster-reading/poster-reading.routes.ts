/**
 * `POST /api/v1/users/glenti/draft-from-poster`: the event form sends the poster it was given and
 * gets back what the poster says. A reading takes a few seconds, so the request simply waits (the
 * form shows that it is reading); readings take turns on the process's one reader, one per
 * account at a time, within a time limit, behind a bounded queue (config `posterReading`).
 */
import { contract } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { bypassesWriteLimits, limitWrites } from '../../lib/rate-limit.ts';
import { readMultipartForm } from '../uploads/multipart.ts';
import { createPosterReader } from './poster-reader.ts';
import { draftFromPoster } from './poster-reading.service.ts';
import { QUEUE_FULL_RETRY_SECONDS } from './poster-reading-errors.ts';

/** Readings per account, device and address; admins drafting from Instagram posts are not limited. */
const limitReadings = limitWrites('posterReading', { skip: bypassesWriteLimits });

export async function posterReadingRoutes(app: FastifyInstance) {
  const readers = createPosterReader(app.ctx.config.posterReading, {
    onStart: (account) => app.log.info({ account }, 'poster reading started'),
    onWait: (account, waiting) => app.log.info({ account, waiting }, 'poster reading waits its turn'),
  });
  app.addHook('onClose', async () => readers.close());

  route(app, contract.eventForms.readPoster, { onRequest: limitReadings }, async (request, reply) => {
    // Who is asking was checked by the route's access level, before the upload is read.
    const form = await readMultipartForm(request);
    const actor = actorOf(request);
    // Only accounts reach this route; the fallback keeps the queue's one-per-caller rule anyway.
    const reader = readers.forAccount(actor.kind === 'user' ? actor.id : `address:${request.ip}`);
    try {
      return await draftFromPoster(app.ctx, reader, actor, form.file);
    } catch (error) {
      if ((error as { code?: string }).code === 'POSTER_READING_QUEUE_FULL')
        reply.header('retry-after', String(QUEUE_FULL_RETRY_SECONDS));
      throw error;
    }
  });
}
