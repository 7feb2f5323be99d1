import { z } from 'zod';

/**
 * The weekly digest (issue 31 §4), off until chosen: by e-mail (accounts with a confirmed address)
 * or by push (to the devices that allowed notifications).
 */
export const DIGEST_CHOICES = ['off', 'email', 'push'] as const;
export const ZDigestChoice = z
  .enum(DIGEST_CHOICES)
  .describe('Weekly digest on Thursday: off (default), email (accounts only) or push');
export type TDigestChoice = z.infer<typeof ZDigestChoice>;

/** SPEC §3 appSettings as the server keeps them, by account or (for visitors) by device. */
export const ZSettings = z
  .object({
    email: z.boolean().describe('E-mail notifications'),
    pushNotification: z.boolean().describe('Push notifications'),
    language: z.enum(['el', 'en']),
    darkTheme: z.boolean().nullable().describe('null follows the device'),
    digest: ZDigestChoice,
  })
  .describe('Settings');
export type TSettings = z.infer<typeof ZSettings>;

export const ZSettingsBody = ZSettings.partial().describe('Settings to change; others stay');
export type TSettingsBody = z.infer<typeof ZSettingsBody>;
