import { z } from 'zod';

/** SPEC §3 appSettings as the server keeps them, by account or (for visitors) by device. */
export const ZSettings = z
  .object({
    email: z.boolean().describe('E-mail notifications'),
    pushNotification: z.boolean().describe('Push notifications'),
    language: z.enum(['el', 'en']),
    darkTheme: z.boolean().nullable().describe('null follows the device'),
  })
  .describe('Settings');
export type TSettings = z.infer<typeof ZSettings>;

export const ZSettingsBody = ZSettings.partial().describe('Settings to change; others stay');
export type TSettingsBody = z.infer<typeof ZSettingsBody>;
