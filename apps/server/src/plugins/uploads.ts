/**
 * Multipart forms (photos with the event form, profile pictures). Limits here are the outer
 * guard; each route reads its form with `readMultipartForm`, which applies its own.
 *
 * An oversized form is not read to the end: one whose Content-Length is past the largest form any
 * route takes is refused before a byte of its body is read, and one refused while its body is still
 * arriving (a chunked upload stopped at the file limit, a form sent without a session) is read at
 * most 256 KB further, and its connection is closed once the client has had a moment to read the
 * answer.
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
 * How long the connection of a refused body stays open after the answer, and how much more of the
 * body is taken meanwhile. Closing a socket with unread bytes in it resets the connection at once,
 * and a client that is still sending may then lose the answer it was sent; a short wait (as web
 * servers' "lingering close") lets it read the answer first. Past TAKEN_BYTES nothing more is read:
 * TCP flow control holds the client until the connection is closed.
 */
const LINGER_MS = 2000;
const TAKEN_BYTES = 256 * 1024;

/**
 * Stops taking what is left of a refused body and closes the connection LINGER_MS after the answer
 * has gone out (sooner if the client hangs up). The body is taken (and dropped) up to TAKEN_BYTES,
 * which also tells the HTTP server that it is being read, so that it does not drain it to the end
 * itself after the answer; then it is paused, its small buffer fills and the HTTP server stops
 * reading the socket, as for any request whose reader is slow.
 */
function closeAfterAnswer(body: IncomingMessage, answer: ServerResponse): void {
  body.unpipe();
  let taken = 0;
  const take = (chunk: Buffer) => {
    taken += chunk.length;
    if (taken < TAKEN_BYTES) return;
    body.off('data', take);
    body.pause();
  };
  body.on('data', take);
  body.resume();
  let timer: NodeJS.Timeout | undefined;
  const onAnswered = () => {
    timer = setTimeout(() => body.socket?.destroy(), LINGER_MS);
    timer.unref();
  };
  if (answer.writableFinished) onAnswered();
  else answer.once('finish', onAnswered);
  body.once('close', () => clearTimeout(timer));
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
    if (isMultipartRequest(request) && !request.raw.complete) closeAfterAnswer(request.raw, reply.raw);
  });
});
