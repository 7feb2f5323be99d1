/**
 * The interface language a device gets before anyone chooses one (SPEC §4, §9): Greek devices and
 * search-engine bots get Greek (the default and the language of most listings); every other device
 * gets English. One rule for the app (its language) and the server (the language it draws a
 * phone's first screen in, from the request's Accept-Language).
 */

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
export function detectDeviceLanguage(device: DeviceLanguageSource): 'el' | 'en' {
  if (device.userAgent && isBot(device.userAgent)) return 'el';
  const preferred = device.languages?.[0] ?? device.language ?? '';
  return preferred.toLowerCase().startsWith('el') ? 'el' : 'en';
}

/** The device of a request: its first accepted language (`el-GR,el;q=0.9` → `el-GR`) and browser. */
export function requestLanguageSource(
  acceptLanguage: string | undefined,
  userAgent: string | undefined,
): DeviceLanguageSource {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  return { languages: first ? [first] : [], userAgent };
}
