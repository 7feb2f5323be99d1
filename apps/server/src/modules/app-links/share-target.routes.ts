/**
 * `POST /glenti/share`, the installed web app's share target (the manifest's `share_target`). The
 * app's service worker answers it on the phone and keeps the shared poster there; this answer is
 * only for a share that reaches the server, when no service worker was in charge (site data
 * cleared, a browser that skipped it). The image is not kept here: the upload is read and dropped,
 * and the person is sent to the event form, which says the poster did not come through and asks
 * for it there.
 */
import type { FastifyInstance } from 'fastify';

export async function shareTargetRoutes(app: FastifyInstance) {
  app.post('/glenti/share', { schema: { hide: true } }, async (request, reply) => {
    if (request.isMultipart()) {
      try {
        for await (const part of request.parts()) if (part.type === 'file') part.file.resume();
      } catch {
        // A share cut short or over the limits: the answer is the same.
      }
    }
    return reply.redirect('/glenti/edit?shared=lost', 303);
  });
}
