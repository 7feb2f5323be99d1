import type { FastifyRequest } from 'fastify';

export type Language = 'el' | 'en';

/** The language a request asked for: English when its Accept-Language prefers it, otherwise Greek. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'el';
}
