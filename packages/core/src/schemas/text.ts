/**
 * The one string schema for everything a client sends (bodies, query strings, form fields):
 * a `z.string()` that refuses NUL characters and lone surrogates (see rules/text.ts). Input
 * schemas use `ZText()` wherever they would use `z.string()`; answers keep plain `z.string()`.
 */
import { z } from 'zod';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../rules/text.ts';

export const ZText = () => z.string().refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE, abort: true });
