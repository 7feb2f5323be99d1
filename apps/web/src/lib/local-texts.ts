/**
 * Texts that only a lazily loaded screen needs (the map, the information pages, the in-app browser
 * prompt) live with that screen instead of in `src/locales`, which every visitor downloads first.
 * Same rules as the app's translator: Greek is the source and the fallback, English mirrors it key
 * by key, `key_one`/`key_other` plurals with `{ count }`, `{{name}}` placeholders.
 */
import type { TranslationShape } from '../locales/types.ts';
import type { Language } from '../stores/session.ts';
import { useTranslation } from './i18n.ts';
import { INTL_LOCALES } from './locale.ts';

type KeyPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyPaths<T[K]>}`;
}[keyof T & string];
type WithoutPluralSuffix<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

export type LocalTextKey<T> = WithoutPluralSuffix<KeyPaths<T>>;
type Options = { count?: number } & Record<string, string | number | undefined>;

function lookup(texts: unknown, key: string): string | undefined {
  let node = texts;
  for (const part of key.split('.')) {
    if (node == null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function resolve(texts: unknown, language: Language, key: string, count: number | undefined) {
  if (count !== undefined) {
    const form = new Intl.PluralRules(INTL_LOCALES[language]).select(count);
    const plural = lookup(texts, `${key}_${form}`) ?? lookup(texts, `${key}_other`);
    if (plural !== undefined) return plural;
  }
  return lookup(texts, key);
}

/** A translator hook for one screen's own texts. */
export function defineLocalTexts<T extends object>(el: T, en: TranslationShape<T>) {
  const byLanguage: Record<Language, unknown> = { el, en };
  return function useLocalTexts() {
    const { i18n } = useTranslation();
    const language = i18n.resolvedLanguage;
    const t = (key: LocalTextKey<T>, options: Options = {}): string => {
      const text =
        resolve(byLanguage[language], language, key, options.count) ??
        resolve(el, 'el', key, options.count) ??
        key;
      return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(options[name] ?? ''));
    };
    return { t, language };
  };
}
