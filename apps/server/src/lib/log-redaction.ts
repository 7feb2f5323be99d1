/**
 * Errors and requests as they are written to the log, without personal data: a failed query's
 * parameters (e-mail addresses, names, phone numbers) and PostgreSQL's `detail` ("Key (email)=(…)
 * already exists") are replaced, and so is a visitor's point in a request's address (the map's
 * list near them); the SQL text, which holds only placeholders, is kept for debugging.
 */
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';
const PARAM_KEYS = ['params', 'parameters', 'values', 'bind'];

type SerializedError = Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };

/** Drizzle's message is `Failed query: <sql>\nparams: <values>`: keep the SQL, drop the values. */
function redactMessage(text: string): string {
  const at = text.indexOf('\nparams: ');
  if (at === -1) return text;
  const end = text.indexOf('\n    at ', at);
  return `${text.slice(0, at)}\nparams: ${REDACTED}${end === -1 ? '' : text.slice(end)}`;
}

function redactLevel(error: SerializedError, depth: number): SerializedError {
  const copy: SerializedError = { ...error };
  for (const key of PARAM_KEYS) if (key in copy) copy[key] = REDACTED;
  if (typeof copy.message === 'string') copy.message = redactMessage(copy.message);
  if (typeof copy.stack === 'string') copy.stack = redactMessage(copy.stack);
  if (typeof copy.detail === 'string') copy.detail = copy.detail.replace(/=\(.*\)/s, () => `=(${REDACTED})`);
  if (copy.cause && typeof copy.cause === 'object' && depth < 5) {
    copy.cause = redactLevel(copy.cause as SerializedError, depth + 1);
  }
  return copy;
}

/** An error as plain data, as pino's own serializer writes it: type, message, stack, own fields, cause. */
function plain(error: Error, depth: number): SerializedError {
  const result: SerializedError = {
    type: error.constructor?.name ?? 'Error',
    message: error.message,
    stack: error.stack,
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause') continue;
    result[key] = value;
  }
  const cause = (error as { cause?: unknown }).cause;
  if (cause !== undefined)
    result.cause = cause instanceof Error && depth < 5 ? plain(cause, depth + 1) : cause;
  return result;
}

/** The log's `err` serializer: the error with its causes, minus query parameters and row values. */
export function serializeError(error: Error): {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
} {
  const redacted = redactLevel(plain(error, 0), 0);
  return {
    ...redacted,
    type: String(redacted.type),
    message: String(redacted.message),
    stack: String(redacted.stack ?? ''),
  };
}

/** Query parameters that say where a visitor is: their values never reach the log. */
const WHEREABOUTS = ['near'];

/** A request's address for the log, a visitor's point in it replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  if (!WHEREABOUTS.some((name) => query.has(name))) return url;
  for (const name of WHEREABOUTS) if (query.has(name)) query.set(name, REDACTED);
  return `${url.slice(0, at)}?${query.toString()}`;
}

/** The log's `req` serializer: what Fastify logs of a request, its address redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
