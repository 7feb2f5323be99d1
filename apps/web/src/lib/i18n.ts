/**
 * Interface translations (SPEC §9: Greek default and fallback, English second). A small translator
 * of our own instead of i18next: Glentia needs only nested keys, `{{name}}` interpolation and
 * plural forms, and this keeps about 18 KB (gzipped) out of every visitor's first download.
 * Keys are type-checked against the Greek texts.
 */
import { useSyncExternalStore } from 'react';
import { el } from '../locales/el/index.ts';
import { en } from '../locales/en/index.ts';
import type { AnyScreenTexts, LazyTexts } from '../locales/lazy/types.ts';
import type { Language } from '../stores/session.ts';
import { DEFAULT_LANGUAGE, INTL_LOCALES } from './locale.ts';

type Resources = typeof el & LazyTexts;
export type Namespace = keyof Resources;

/** Every dotted key path of a nested texts object, e.g. `drawer.greetingUser`. */
type KeyPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyPaths<T[K]>}`;
}[keyof T & string];

/** Plural forms are written `key_one` / `key_other`; callers use the bare `key` with a `count`. */
type WithoutPluralSuffix<K extends string> =
  K extends `${infer Base}_${'one' | 'other' | 'zero' | 'few' | 'many'}` ? Base : K;

export type TranslationKey<N extends Namespace> = WithoutPluralSuffix<KeyPaths<Resources[N]>>;

export type TranslateOptions = { count?: number } & Record<string, string | number | undefined>;

const texts: Record<Language, Record<string, unknown>> = { el: { ...el }, en: { ...en } };

/** Adds one namespace's texts (from `locales/lazy/<name>.ts`). */
export function addTexts(screen: AnyScreenTexts): void {
  texts.el[screen.namespace] = screen.el;
  texts.en[screen.namespace] = screen.en;
}

/**
 * Resolves what `module` resolves to once it and the texts its screen needs have loaded, the texts
 * added: what a route's `lazy()` or a lazily loaded component returns, so the screen's first
 * render already has its words. E.g.
 * `withTexts(import('./routes/maps.tsx'), import('../locales/lazy/map.ts'))`.
 */
export async function withTexts<M>(
  module: Promise<M>,
  ...screens: Promise<{ default: AnyScreenTexts }>[]
): Promise<M> {
  const [loaded, bundles] = await Promise.all([module, Promise.all(screens)]);
  for (const bundle of bundles) addTexts(bundle.default);
  return loaded;
}

let language: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

function lookup(lang: Language, namespace: string, key: string): string | undefined {
  let node: unknown = texts[lang][namespace];
  for (const part of key.split('.')) {
    if (node == null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function resolve(
  lang: Language,
  namespace: string,
  key: string,
  count: number | undefined,
): string | undefined {
  if (count !== undefined) {
    const form = new Intl.PluralRules(INTL_LOCALES[lang]).select(count);
    const plural = lookup(lang, namespace, `${key}_${form}`) ?? lookup(lang, namespace, `${key}_other`);
    if (plural !== undefined) return plural;
  }
  return lookup(lang, namespace, key);
}

/** Translates `key` of `namespace` into the current language, falling back to Greek, then the key. */
export function translate(namespace: string, key: string, options: TranslateOptions = {}): string {
  const ns = typeof options.ns === 'string' ? options.ns : namespace;
  const text =
    resolve(language, ns, key, options.count) ?? resolve(DEFAULT_LANGUAGE, ns, key, options.count) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(options[name] ?? ''));
}

export const i18n = {
  get language(): Language {
    return language;
  },
  get resolvedLanguage(): Language {
    return language;
  },
  t(key: string, options?: TranslateOptions): string {
    return translate('common', key, options);
  },
  async changeLanguage(next: Language): Promise<void> {
    if (next === language) return;
    language = next;
    for (const listener of listeners) listener();
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The translator of a namespace (default `common`), re-rendering when the language changes.
 * `t('other.key', { ns: 'common' })` reads another namespace.
 */
export function useTranslation<N extends Namespace = 'common'>(namespace?: N) {
  useSyncExternalStore(
    subscribe,
    () => language,
    () => language,
  );
  const ns = namespace ?? 'common';
  const t = (key: TranslationKey<N>, options?: TranslateOptions) => translate(ns, key, options);
  return { t, i18n };
}

/** The interface language now in use. */
export function currentLanguage(): Language {
  return language;
}

/** The Intl locale of the interface language now in use (el-GR or en-US). */
export function currentIntlLocale(): string {
  return INTL_LOCALES[language];
}

/** Switches the interface language and the page's `lang` attribute. */
export function applyLanguage(next: Language): void {
  void i18n.changeLanguage(next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}
