import { z } from 'zod';
import { COUNTIES } from '../rules/county.ts';
import { FIRST_DATE, isValidDate, LAST_DATE } from '../rules/time.ts';

export const ZId = z.uuid().describe('Identifier (UUID)');
export const ZIdParams = z.object({ id: ZId });

export const ZDate = z
  .string()
  .refine(isValidDate, { message: `Expected a date as YYYY-MM-DD, from ${FIRST_DATE} to ${LAST_DATE}` })
  .describe(`Calendar date in Crete, YYYY-MM-DD, from ${FIRST_DATE} to ${LAST_DATE}`);

export const ZTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:mm')
  .describe('Clock time in Crete, 24 h, HH:mm');

/**
 * A number read from the query string, where a blank value (`?offset=`) is refused like any other
 * text that is not a number, instead of being read as 0.
 */
export function queryNumber<const S extends z.ZodType>(schema: S) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : value),
    schema,
  );
}

export const ZCounty = z.enum(COUNTIES).describe('Prefecture of Crete');

export const ZInstagramProfile = z
  .object({
    username: z.string(),
    website: z.string().nullable().optional(),
    biography: z.string().nullable().optional(),
    profilePicture: z.string().nullable().optional(),
  })
  .describe('Public Instagram profile data');

/** The body of every error answer: a message the UI can show, in the caller's language and both. */
export const ZError = z
  .object({
    statusCode: z.number().int(),
    code: z.string().describe('Stable machine-readable error code'),
    message: z.string().describe('Message in the language the request asked for (Greek by default)'),
    messages: z.object({ el: z.string(), en: z.string() }).describe('The message in Greek and English'),
    issues: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe('Which fields were wrong, for validation errors'),
  })
  .describe('Error');
export type TError = z.infer<typeof ZError>;
