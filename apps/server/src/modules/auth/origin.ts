import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../lib/language.ts';
import { addressKey } from '../../lib/rate-limit.ts';
import type { Origin } from './auth.service.ts';

/**
 * The device, language, client address and bearer of a request: for moving visitor data, wording
 * e-mails, and the login lock (which a device holding a live session of the account never meets).
 */
export const originOf = (request: FastifyRequest): Origin => ({
  device: request.device,
  language: requestLanguage(request),
  address: request.ip ? addressKey(request.ip) : '',
  session: request.caller ? { userId: request.caller.id, familyId: request.caller.sessionId } : null,
});
