/**
 * The one string schema for everything a client sends (bodies, query strings, form fields):
 * a `z.string()` that refuses NUL characters and lone surrogates (see rules/text.ts). Input
 * schemas use `ZText()` wherever they would use `z.string()`; answers keep plain `z.string()`.
 */
import { z } from 'zod';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../rules/text.ts';

export const ZText = () => z.string().refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE, abort: true });

/** Optional text an admin types: trimmed, at most `max` characters, and empty means none (null). */
export const ZOptionalText = (max: number) =>
  ZText()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => value || null);

/** An optional http(s) address an admin types; empty means none (null). */
export const ZHttpLink = () =>
  ZText()
    .trim()
    .max(500)
    .nullable()
    .refine((value) => !value || /^https?:\/\/\S+$/i.test(value), 'Expected an http(s) address')
    .transform((value) => value || null);
