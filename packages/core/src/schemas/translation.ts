import { z } from 'zod';

/** The languages a description may be put into (the interface's other language). */
export const ZTranslationLanguage = z.enum(['en']).describe('The language to put the text into');

export const ZTranslationBody = z
  .object({ language: ZTranslationLanguage })
  .describe('Which language to read the event’s description in');
export type TTranslationBody = z.infer<typeof ZTranslationBody>;

export const ZTranslation = z
  .object({
    language: ZTranslationLanguage,
    text: z.string().describe('The description in that language, as the translation service wrote it'),
  })
  .describe('An event’s description in another language');
export type TTranslation = z.infer<typeof ZTranslation>;

export const ZTranslationService = z
  .object({ available: z.boolean().describe('Whether a translation service is configured') })
  .describe('Whether descriptions can be translated by the server');
export type TTranslationService = z.infer<typeof ZTranslationService>;
