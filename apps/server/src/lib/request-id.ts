import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Letters, digits and `._:-`, at most 100: what proxies' ids (UUIDs, hex, ULIDs) look like. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** The incoming `x-request-id` when it is a safe short token, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
