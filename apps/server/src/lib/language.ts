import type { FastifyRequest } from 'fastify';

export type Language = 'el' | 'en';

/** The language a request asked for: English when its Accept-Language prefers it, otherwise Greek. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'el';
}

/**
 * The language of a shared page's preview and text: the address's `?lang=en|el` first, then
 * Facebook's crawler's `?fb_locale=en_GB`, then an Accept-Language that asks for English and no
 * Greek at all; otherwise Greek, the language most Glentia links are shared in.
 */
export function pageLanguage(
  query: Record<string, unknown> | undefined,
  acceptLanguage: string | string[] | undefined,
): Language {
  const asked = typeof query?.lang === 'string' ? query.lang.toLowerCase() : '';
  if (asked === 'en' || asked === 'el') return asked;
  const fbLocale = typeof query?.fb_locale === 'string' ? query.fb_locale.toLowerCase() : '';
  if (fbLocale.startsWith('en')) return 'en';
  if (fbLocale.startsWith('el')) return 'el';
  const header = (
    Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '')
  ).toLowerCase();
  const tags = header
    .split(',')
    .map((part) => part.split(';'))
    .filter(([, weight]) => !/q=0(\.0*)?$/.test(weight?.trim() ?? ''))
    .map(([tag]) => tag?.trim() ?? '');
  if (tags.some((tag) => tag === 'el' || tag.startsWith('el-'))) return 'el';
  return tags.some((tag) => tag === 'en' || tag.startsWith('en-')) ? 'en' : 'el';
}

/** The address of a page in a language: Greek at its own address, English with `?lang=en`. */
export function pageAddress(url: string, language: Language): string {
  return language === 'en' ? `${url}${url.includes('?') ? '&' : '?'}lang=en` : url;
}
