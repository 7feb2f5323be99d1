/**
 * Maps every error to the JSON body `{statusCode, code, message, messages, issues?}`. Anything a
 * client sends wrong is a 4xx with a message the UI can show in Greek and English; a 5xx never
 * reveals its details.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { dataExceptionCode, isDatabaseBusy } from '../lib/db-errors.ts';
import { AppError, type Messages, RateLimitedError } from '../lib/errors.ts';
import { requestLanguage } from '../lib/language.ts';

const VALIDATION: Messages = {
  el: 'Κάποια στοιχεία του αιτήματος δεν είναι σωστά.',
  en: 'Some of the request data is not valid.',
};
/** Input the contract let through but the database or the runtime could not take. */
const UNUSABLE_INPUT: Messages = {
  el: 'Κάποια στοιχεία του αιτήματος δεν μπορούν να αποθηκευτούν (π.χ. μη έγκυροι χαρακτήρες ή τιμή εκτός ορίων).',
  en: 'Some of the request data cannot be stored (for example invalid characters or a value out of range).',
};
const BUSY: Messages = {
  el: 'Η υπηρεσία είναι πολύ φορτωμένη αυτή τη στιγμή. Δοκίμασε ξανά σε λίγο.',
  en: 'The service is very busy right now. Try again in a moment.',
};
/** Seconds a client is asked to wait after a 503 BUSY. */
const BUSY_RETRY_SECONDS = 5;
const SERVER: Messages = {
  el: 'Κάτι πήγε στραβά. Δοκίμασε ξανά σε λίγο.',
  en: 'Something went wrong. Please try again shortly.',
};

/** Wording for Fastify's own client errors (bad JSON, body too large, wrong content type, ...). */
function clientErrorMessages(error: FastifyError): Messages {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        el: 'Το σώμα του αιτήματος δεν είναι έγκυρο JSON.',
        en: 'The request body is not valid JSON.',
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { el: 'Το αίτημα είναι πολύ μεγάλο.', en: 'The request is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        el: 'Αυτός ο τύπος περιεχομένου δεν υποστηρίζεται.',
        en: 'This content type is not supported.',
      };
    default:
      return VALIDATION;
  }
}

/** Deeply nested input that some recursive step could not handle. */
const isStackOverflow = (error: unknown) =>
  error instanceof RangeError && /call stack size/i.test(error.message);

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  code: string,
  messages: Messages,
  issues?: { path: string; message: string }[],
) {
  const language = requestLanguage(request);
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ statusCode, code, message: messages[language], messages, ...(issues ? { issues } : {}) });
}

/** What Node refuses before a request reaches Fastify: too long headers, a timeout, unreadable HTTP. */
const CLIENT_ERRORS: Record<string, { statusCode: number; code: string; messages: Messages }> = {
  HPE_HEADER_OVERFLOW: {
    statusCode: 431,
    code: 'HEADERS_TOO_LARGE',
    messages: {
      el: 'Η διεύθυνση ή οι κεφαλίδες του αιτήματος είναι πολύ μεγάλες.',
      en: 'The address or the headers of the request are too long.',
    },
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    statusCode: 408,
    code: 'REQUEST_TIMEOUT',
    messages: {
      el: 'Το αίτημα άργησε πολύ να φτάσει. Δοκίμασε ξανά.',
      en: 'The request took too long to arrive. Please try again.',
    },
  },
};
const UNREADABLE_REQUEST = {
  statusCode: 400,
  code: 'BAD_REQUEST',
  messages: { el: 'Το αίτημα δεν διαβάζεται.', en: 'The request cannot be read.' },
};

/**
 * Fastify's `clientErrorHandler`: the answer to a request Node could not read, in the same error
 * body as every other (Greek first: the request's language is unknown), and the connection closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, code, messages } = CLIENT_ERRORS[error.code ?? ''] ?? UNREADABLE_REQUEST;
  const body = JSON.stringify({ statusCode, code, message: messages.el, messages });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

const BAD_URL: Messages = {
  el: 'Η διεύθυνση του αιτήματος δεν διαβάζεται.',
  en: 'The address of the request cannot be read.',
};

/**
 * Fastify's `frameworkErrors`: errors of the router before any route runs (an address whose
 * percent-encoding is not UTF-8), in the same error body as every other.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return sendError(request, reply, 400, 'BAD_URL', BAD_URL);
  request.log.error({ err: error }, 'router error');
  return sendError(request, reply, 500, 'INTERNAL_ERROR', SERVER);
}

export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof AppError)
      return sendError(request, reply, error.statusCode, error.code, error.messages, error.issues);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: [error.validationContext, ...(issue.instancePath?.split('/').filter(Boolean) ?? [])].join('.'),
        message: issue.message ?? 'invalid',
      }));
      return sendError(request, reply, 400, 'VALIDATION_ERROR', VALIDATION, issues);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendError(request, reply, 500, 'INTERNAL_ERROR', SERVER);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // A 429 raised elsewhere that did not say when to come back: suggest a minute.
      const limited = new RateLimitedError(60);
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      return sendError(request, reply, 429, limited.code, limited.messages);
    }
    if (status >= 400 && status < 500) {
      return sendError(request, reply, status, error.code ?? 'BAD_REQUEST', clientErrorMessages(error));
    }
    // The safety net: the contract refuses such input first, so reaching here means a schema
    // misses a check. Logged as a warning to be fixed there, answered as the client's error.
    const dataCode = dataExceptionCode(error);
    if (dataCode || isStackOverflow(error)) {
      request.log.warn(
        { code: dataCode ?? 'STACK_OVERFLOW', url: request.routeOptions.url },
        'input refused late',
      );
      return sendError(request, reply, 400, 'INVALID_INPUT', UNUSABLE_INPUT);
    }
    // The database is saturated or the statement ran out of time: shed the request, say when to retry.
    if (isDatabaseBusy(error)) {
      request.log.warn({ url: request.routeOptions.url }, 'database busy: request shed');
      reply.header('retry-after', String(BUSY_RETRY_SECONDS));
      return sendError(request, reply, 503, 'BUSY', BUSY);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 500, 'INTERNAL_ERROR', SERVER);
  });
});
