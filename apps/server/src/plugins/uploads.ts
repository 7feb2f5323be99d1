/**
 * Multipart forms (photos with the event form, profile pictures). Limits here are the outer
 * guard; each route reads its form with `readMultipartForm`, which applies its own.
 *
 * An oversized form is not read to the end: one whose Content-Length is past the largest form any
 * route takes is refused before a byte of its body is read, and one refused while its body is still
 * arriving (a chunked upload stopped at the file limit, a form sent without a session) has its
 * connection closed once the client has had a moment to read the answer, so the rest is never read.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { imageErrors } from '../modules/uploads/image-errors.ts';
import { FORM_LIMITS } from '../modules/uploads/multipart.ts';

/** The largest multipart body a form may be: its file, every text field, and room for part headers. */
export const FORM_MAX_BODY_BYTES =
  FORM_LIMITS.maxFileBytes + FORM_LIMITS.maxFields * FORM_LIMITS.maxFieldBytes + 64 * 1024;

/**
 * How much of a refused body is still taken after the answer, and for how long, before the
 * connection is cut. Closing a socket with unread bytes in it resets the connection at once, and a
 * client that is still sending may then lose the answer it was sent; a short, bounded drain (web
 * servers' "lingering close") lets it read the answer first.
 */
const LINGER_BYTES = 1024 * 1024;
const LINGER_MS = 2000;

/**
 * Takes what is left of a refused body (without keeping it) for at most LINGER_BYTES or LINGER_MS
 * after the answer has gone out, then cuts the connection. A body that ends within that is simply
 * finished, and its connection kept.
 */
function closeAfterLingering(body: IncomingMessage, answer: ServerResponse): void {
  let takenAfterAnswer = -1;
  let timer: NodeJS.Timeout | undefined;
  const stop = () => clearTimeout(timer);
  const close = () => {
    stop();
    body.socket?.destroy();
  };
  const onAnswered = () => {
    takenAfterAnswer = 0;
    timer = setTimeout(close, LINGER_MS);
    timer.unref();
  };
  if (answer.writableFinished) onAnswered();
  else answer.once('finish', onAnswered);
  // The body is taken from now on, so neither the form parser nor the HTTP server reads it on.
  body.unpipe();
  body.on('data', (chunk: Buffer) => {
    if (takenAfterAnswer < 0) return;
    takenAfterAnswer += chunk.length;
    if (takenAfterAnswer > LINGER_BYTES) close();
  });
  body.once('end', stop);
  body.once('close', stop);
  body.resume();
}

function isMultipartRequest(request: FastifyRequest): boolean {
  return /^multipart\//i.test(request.headers['content-type'] ?? '');
}

export default fp(async function uploadsPlugin(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fileSize: FORM_LIMITS.maxFileBytes,
      files: 1,
      fields: FORM_LIMITS.maxFields,
      fieldSize: FORM_LIMITS.maxFieldBytes,
      parts: FORM_LIMITS.maxFields + 1,
      headerPairs: 50,
    },
  });

  app.addHook('onRequest', async (request) => {
    if (!isMultipartRequest(request)) return;
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > FORM_MAX_BODY_BYTES)
      throw imageErrors.tooLarge(Math.floor(FORM_LIMITS.maxFileBytes / 1024 / 1024));
  });

  app.addHook('onSend', async (request, reply) => {
    if (isMultipartRequest(request) && !request.raw.complete) closeAfterLingering(request.raw, reply.raw);
  });
});
