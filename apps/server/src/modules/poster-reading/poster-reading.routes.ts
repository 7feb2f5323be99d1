/**
 * `POST /api/v1/users/glenti/draft-from-poster`: the event form sends the poster it was given and
 * gets back what the poster says. A reading takes a few seconds, so the request simply waits (the
 * form shows that it is reading); readings take turns on the process's one reader, one per
 * account at a time, within a time limit, behind a bounded queue (config `posterReading`).
 */
import { contract, isActiveUser } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { limitWrites } from '../../lib/rate-limit.ts';
import { actorOf } from '../../plugins/auth.ts';
import { route } from '../../plugins/route.ts';
import { readMultipartForm } from '../uploads/multipart.ts';
import { createPosterReader } from './poster-reader.ts';
import { draftFromPoster } from './poster-reading.service.ts';
import { QUEUE_FULL_RETRY_SECONDS } from './poster-reading-errors.ts';

/** Readings per account, device and address; admins drafting from Instagram posts are not limited. */
const limitReadings = limitWrites('posterReading', {
  skip: (request) => request.caller?.roles.includes('admin') ?? false,
});

export async function posterReadingRoutes(app: FastifyInstance) {
  const { timeoutMs, maxWaiting } = app.ctx.config.posterReading;
  const reader = createPosterReader({
    timeoutMs,
    maxWaiting,
    onStart: (account) => app.log.info({ account }, 'poster reading started'),
    onWait: (account, waiting) => app.log.info({ account, waiting }, 'poster reading waits its turn'),
  });
  app.addHook('onClose', async () => reader.close());

  route(app, contract.eventForms.readPoster, { onRequest: limitReadings }, async (request, reply) => {
    const actor = actorOf(request);
    // Who is asking is checked before the upload is read.
    const form = isActiveUser(actor) ? await readMultipartForm(request) : { file: null };
    try {
      return await draftFromPoster(app.ctx, reader, actor, form.file);
    } catch (error) {
      if ((error as { code?: string }).code === 'POSTER_READING_QUEUE_FULL')
        reply.header('retry-after', String(QUEUE_FULL_RETRY_SECONDS));
      throw error;
    }
  });
}
