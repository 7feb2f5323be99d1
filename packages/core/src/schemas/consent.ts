import { z } from 'zod';
import { ZText } from './text.ts';

export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'ads'] as const;

const ZConsentCategory = z.enum(CONSENT_CATEGORIES);

/**
 * SPEC §3 cookie consent record, as the consent banner (vanilla-cookieconsent) keeps it in the
 * `cc_cookie` cookie: exactly its fields, each bounded, and nothing else. Every choice is kept for
 * years, so a body is a few hundred bytes, never whatever a client cares to send.
 */
export const ZConsentCookie = z
  .strictObject({
    categories: z.array(ZConsentCategory).max(CONSENT_CATEGORIES.length),
    services: z.partialRecord(ZConsentCategory, z.array(ZText().max(60)).max(20)).optional(),
    revision: z.number().int().nonnegative().max(1000).optional(),
    consentId: z
      .string()
      .max(64)
      .regex(/^[\w-]+$/, 'an id of letters, digits and dashes'),
    consentTimestamp: z.iso.datetime(),
    lastConsentTimestamp: z.iso.datetime(),
    // The app keeps no custom data in the consent cookie.
    data: z.null().optional(),
    languageCode: z
      .string()
      .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'a language code such as el or en')
      .optional(),
    expirationTime: z.number().int().nonnegative().max(8_640_000_000_000_000).optional(),
  })
  .describe('Cookie consent record');

/** `POST /api/public/log-consent`: every consent choice, for the operator's records. */
export const ZLogConsentBody = z
  .strictObject({
    cookie: ZConsentCookie,
    account: ZText().max(200).nullable().optional().describe('Username when logged in'),
  })
  .describe('Consent choice');
export type TLogConsentBody = z.infer<typeof ZLogConsentBody>;
