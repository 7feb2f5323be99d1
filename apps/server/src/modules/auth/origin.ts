import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../lib/language.ts';
import type { Origin } from './auth.service.ts';

/** The device and language of a request, for moving visitor data and for wording e-mails. */
export const originOf = (request: FastifyRequest): Origin => ({
  device: request.device,
  language: requestLanguage(request),
});
