/**
 * Which language Glentia speaks to this visitor (SPEC §4, §9): the language they chose, otherwise the
 * device's. Greek devices and search-engine bots get Greek (the default and the language of most
 * listings); every other device gets English.
 */
import { type DeviceLanguageSource, detectDeviceLanguage } from '@glentia/core';
import type { Language } from '../stores/session.ts';

export { type DeviceLanguageSource, detectDeviceLanguage, isBot } from '@glentia/core';

export const DEFAULT_LANGUAGE: Language = 'el';
export const LANGUAGES: readonly Language[] = ['el', 'en'];

/** Intl locale per interface language: Greek, and British English ("Saturday 5 December 2026", 24-hour times). */
export const INTL_LOCALES: Record<Language, string> = { el: 'el-GR', en: 'en-GB' };

/** The stored choice if there is one, otherwise the device's language. */
export function resolveLanguage(stored: Language | null | undefined, device: DeviceLanguageSource): Language {
  if (stored === 'el' || stored === 'en') return stored;
  return detectDeviceLanguage(device);
}

/** The browser's own language details, or nothing outside a browser. */
export function browserLanguageSource(): DeviceLanguageSource {
  if (typeof navigator === 'undefined') return {};
  return { language: navigator.language, languages: navigator.languages, userAgent: navigator.userAgent };
}

/**
 * The language an address asks for with `?lang=en` or `?lang=el` (the English address of a shared
 * page), or null when it asks for none.
 */
export function addressLanguage(search: string): Language | null {
  const asked = new URLSearchParams(search).get('lang')?.toLowerCase();
  return asked === 'en' || asked === 'el' ? asked : null;
}
