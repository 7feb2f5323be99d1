/**
 * The browser's own translator (the Translator API of Chromium-based browsers), which translates
 * on the device: nothing leaves it. Absent elsewhere, and "unavailable" for language pairs it lacks.
 */

type Availability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

interface TranslatorInstance {
  translate(text: string): Promise<string>;
  destroy?: () => void;
}

interface TranslatorApi {
  availability(options: { sourceLanguage: string; targetLanguage: string }): Promise<Availability>;
  create(options: { sourceLanguage: string; targetLanguage: string }): Promise<TranslatorInstance>;
}

const PAIR = { sourceLanguage: 'el', targetLanguage: 'en' } as const;

function api(): TranslatorApi | null {
  if (typeof self === 'undefined' || !('Translator' in self)) return null;
  return (self as unknown as { Translator: TranslatorApi }).Translator;
}

/** Whether the browser has a translator at all (it may still need to download Greek). */
export function hasBrowserTranslator(): boolean {
  return api() !== null;
}

/** How ready the browser is to translate Greek into English: null without a translator. */
export async function browserTranslatorReadiness(): Promise<Availability | null> {
  const translator = api();
  if (!translator) return null;
  try {
    return await translator.availability(PAIR);
  } catch {
    return 'unavailable';
  }
}

/** Greek into English on the device. Call from a tap: a first use may download the language. */
export async function translateInBrowser(text: string): Promise<string> {
  const translator = api();
  if (!translator) throw new Error('no browser translator');
  const instance = await translator.create(PAIR);
  try {
    return await instance.translate(text);
  } finally {
    instance.destroy?.();
  }
}
