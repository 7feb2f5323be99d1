/**
 * The ticket-link check of an event's entry (rules/entry.ts). It is apart because it needs zod's URL
 * parser: the cards, which show prices, stay free of it in the first download.
 */
import { z } from 'zod';
import { TICKET_URL_MAX_LENGTH } from './entry.ts';

const HTTPS_URL = z.url({ protocol: /^https$/, hostname: z.regexes.domain });

/** A reservation or ticket link: an absolute `https://` address (never plain http or a script). */
export function isTicketUrl(text: string): boolean {
  if (text.length > TICKET_URL_MAX_LENGTH) return false;
  // No user:password@ part: it lets a link show one host and open another.
  return HTTPS_URL.safeParse(text).success && !/^https:\/\/[^/?#]*@/i.test(text);
}
