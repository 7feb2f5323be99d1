import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../lib/language.ts';
import type { Origin } from './auth.service.ts';

/** The device, language and client address of a request: for moving visitor data, wording e-mails, the login lock. */
export const originOf = (request: FastifyRequest): Origin => ({
  device: request.device,
  language: requestLanguage(request),
  address: request.ip ?? '',
});
