/**
 * A translation service speaking DeepL's API: `POST {url}/v2/translate` with
 * `Authorization: DeepL-Auth-Key …` and `{ text: [...], source_lang, target_lang }`, answering
 * `{ translations: [{ detected_source_language, text }] }`. The request goes through the outbound
 * policy, so `TRANSLATE_URL` too must be a public address.
 */
import { z } from 'zod';
import { jsonBody, type OutboundPolicy, outboundRequest } from '../../lib/outbound/outbound-request.ts';

const ZDeeplAnswer = z.object({
  translations: z
    .array(z.object({ text: z.string(), detected_source_language: z.string().optional() }))
    .min(1),
});

export interface TranslateRequest {
  url: string;
  key: string | null;
  text: string;
  /** DeepL's language codes: EL for Greek; EN-GB for British English. */
  source: string;
  target: string;
  timeoutMs?: number;
  /** The outbound policy's code-level side (tests: the stand-in's port); production passes nothing. */
  policy?: OutboundPolicy;
}

/** Asks the service; throws when it cannot be reached or answers something else. */
export async function translateWithDeepl(request: TranslateRequest): Promise<string> {
  const response = await outboundRequest(new URL(`${request.url}/v2/translate`), {
    ...request.policy,
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(request.key ? { authorization: `DeepL-Auth-Key ${request.key}` } : {}),
    },
    body: JSON.stringify({
      text: [request.text],
      source_lang: request.source,
      target_lang: request.target,
      preserve_formatting: true,
    }),
    timeoutMs: request.timeoutMs ?? 10_000,
    maxBytes: 512 * 1024,
  });
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`translation service answered ${response.status}`);
  }
  const parsed = ZDeeplAnswer.safeParse(jsonBody(response));
  if (!parsed.success) throw new Error('translation service answered something else');
  return parsed.data.translations.map((translation) => translation.text).join('\n');
}
