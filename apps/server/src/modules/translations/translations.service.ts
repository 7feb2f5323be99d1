/**
 * "Show in English" for a description somebody wrote in Greek: the configured translation
 * service puts it into English once, and the answer is kept per event and language until the
 * description changes. With no service configured nothing is sent anywhere.
 */
import { createHash } from 'node:crypto';
import type { TTranslation, TTranslationBody, TTranslationService } from '@glentia/core';
import type { AppContext } from '../../lib/context.ts';
import { AppError, NotFoundError } from '../../lib/errors.ts';
import { getPublicEvent } from '../events/events.service.ts';
import { translateWithDeepl } from './deepl.client.ts';
import { findTranslation, saveTranslation } from './translations.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'outbound'>;

/** DeepL's codes for the languages Glentia puts descriptions into. */
const TARGETS: Record<TTranslationBody['language'], string> = { en: 'EN-GB' };

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url');

export function translationService(ctx: Pick<AppContext, 'config'>): TTranslationService {
  return { available: ctx.config.translate.url !== null };
}

export async function translateEventDescription(
  ctx: Ctx,
  eventId: string,
  body: TTranslationBody,
  log?: (error: unknown) => void,
): Promise<TTranslation> {
  const { url, key } = ctx.config.translate;
  if (!url) {
    throw new NotFoundError(
      {
        el: 'Η μετάφραση δεν είναι διαθέσιμη εδώ.',
        en: 'Translation is not available here.',
      },
      'TRANSLATION_OFF',
    );
  }
  const event = await getPublicEvent(ctx.db, eventId);
  const description = event.description?.trim();
  if (!description) {
    throw new NotFoundError(
      { el: 'Αυτό το γλέντι δεν έχει περιγραφή.', en: 'This glenti has no description.' },
      'NO_DESCRIPTION',
    );
  }
  const sourceHash = hashOf(description);
  const kept = await findTranslation(ctx.db, eventId, body.language);
  if (kept?.sourceHash === sourceHash) return { language: body.language, text: kept.text };

  let text: string;
  try {
    text = await translateWithDeepl({
      url,
      key,
      text: description,
      source: 'EL',
      target: TARGETS[body.language],
      policy: ctx.outbound,
    });
  } catch (error) {
    log?.(error);
    throw new AppError(502, 'TRANSLATION_FAILED', {
      el: 'Η μετάφραση δεν έγινε αυτή τη στιγμή. Δοκίμασε ξανά αργότερα.',
      en: 'The translation could not be made just now. Please try again later.',
    });
  }
  await saveTranslation(ctx.db, { eventId, language: body.language, sourceHash, text });
  return { language: body.language, text };
}
