import { z } from 'zod';

export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'ads'] as const;

/**
 * SPEC §3 cookie consent record, as the consent banner keeps it in the `cc_cookie` cookie. Unknown
 * fields are kept: the record is stored as the banner reported it.
 */
export const ZConsentCookie = z
  .looseObject({
    categories: z.array(z.string().max(40)).max(20),
    services: z.record(z.string(), z.array(z.string().max(60)).max(50)).optional(),
    revision: z.number().int().nonnegative().optional(),
    consentId: z.string().max(100),
    consentTimestamp: z.string().max(40),
    lastConsentTimestamp: z.string().max(40),
    data: z.unknown().optional(),
    languageCode: z.string().max(10).optional(),
    expirationTime: z.number().optional(),
  })
  .describe('Cookie consent record');

/** `POST /api/public/log-consent`: every consent choice, for the operator's records. */
export const ZLogConsentBody = z
  .object({
    cookie: ZConsentCookie,
    account: z.string().max(200).nullable().optional().describe('Username when logged in'),
  })
  .describe('Consent choice');
export type TLogConsentBody = z.infer<typeof ZLogConsentBody>;
