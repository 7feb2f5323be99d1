/**
 * Which language Glentia speaks to this visitor (SPEC §4, §9): the language they chose, otherwise the
 * device's. Greek devices and search-engine bots get Greek (the default and the language of most
 * listings); every other device gets English.
 */
import type { Language } from '../stores/session.ts';

export const DEFAULT_LANGUAGE: Language = 'el';
export const LANGUAGES: readonly Language[] = ['el', 'en'];

/** Intl locale per interface language (SPEC §9: fallback el-GR, default en-US). */
export const INTL_LOCALES: Record<Language, string> = { el: 'el-GR', en: 'en-US' };

/** Crawlers and link-preview fetchers; headless test browsers are not bots. */
const BOT_PATTERN = /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|embedly|whatsapp/i;

export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}

export interface DeviceLanguageSource {
  language?: string | undefined;
  languages?: readonly string[] | undefined;
  userAgent?: string | undefined;
}

/** The language for a device: Greek when its preferred language is Greek or it is a bot, else English. */
export function detectDeviceLanguage(device: DeviceLanguageSource): Language {
  if (device.userAgent && isBot(device.userAgent)) return 'el';
  const preferred = device.languages?.[0] ?? device.language ?? '';
  return preferred.toLowerCase().startsWith('el') ? 'el' : 'en';
}

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
