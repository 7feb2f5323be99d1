/**
 * Interface translations (SPEC §9: Greek default and fallback, English second). A small translator
 * of our own instead of i18next: Glentia needs only nested keys, `{{name}}` interpolation and
 * plural forms, and this keeps about 18 KB (gzipped) out of every visitor's first download.
 * Keys are type-checked against the Greek texts.
 *
 * A language's texts load when it is first used: a visitor downloads only the words of the language
 * they read (Greek 4.7 KB, English 3.0 KB, Brotli). English is complete by its type, so Greek is
 * asked for only by someone who reads it.
 */
import { pluralFormOf } from '@glentia/core';
import { useSyncExternalStore } from 'react';
import type { el } from '../locales/el/index.ts';
import type { AnyScreenTexts, LazyTexts } from '../locales/lazy/types.ts';
import { adoptingDrawing, onPageAdopted } from '../stores/adoption.ts';
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

/** Each language's texts: its first-screen namespaces once loaded, and the screens' added since. */
const texts: Record<Language, Record<string, unknown>> = { el: {}, en: {} };

const languageTexts: Record<Language, () => Promise<Record<string, unknown>>> = {
  el: () => import('../locales/el/index.ts').then((module) => module.el),
  en: () => import('../locales/en/index.ts').then((module) => module.en),
};

const loaded = new Set<Language>();
const loading = new Map<Language, Promise<void>>();

/** Adds a language's first-screen texts: the server, which draws in both, adds them up front. */
export function addLanguage(lang: Language, namespaces: Record<string, unknown>): void {
  Object.assign(texts[lang], namespaces);
  loaded.add(lang);
}

/** Loads a language's texts (once); resolves when `t` can speak it. */
export function loadLanguage(lang: Language): Promise<void> {
  if (loaded.has(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = languageTexts[lang]().then(
      (namespaces) => addLanguage(lang, namespaces),
      (error: unknown) => {
        // A failed download (offline, a new version replaced the file) may be tried again.
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

/** Adds one namespace's texts (from `locales/lazy/<name>.ts`). */
export function addTexts(screen: AnyScreenTexts): void {
  texts.el[screen.namespace] = screen.el;
  texts.en[screen.namespace] = screen.en;
}

/** A lazily loaded module that names the screen texts it speaks: `export const texts = [mapTexts]`. */
export interface SpeakingModule {
  texts?: readonly AnyScreenTexts[];
}

/**
 * Resolves what `module` resolves to, the texts it declares (`texts`, from locales/lazy/) added:
 * what a route's `lazy()` returns, so the screen's first render already has its words and the
 * route table need not know them. The texts travel in the screen's own chunk.
 */
export async function withOwnTexts<M extends SpeakingModule>(module: Promise<M>): Promise<M> {
  const loaded = await module;
  for (const bundle of loaded.texts ?? []) addTexts(bundle);
  return loaded;
}

/**
 * Resolves what `module` resolves to once it and the texts it needs have loaded, the texts added:
 * what a lazily loaded component returns, so its first render already has its words. E.g.
 * `withTexts(import('./in-app-browser-prompt.tsx'), import('../../locales/lazy/in-app-browser.ts'))`.
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
/** The language last asked for: it becomes `language` once its texts have loaded. */
let wanted: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

function speak(next: Language): void {
  // A page the server drew is adopted in the language it was drawn in: a switch asked for meanwhile
  // (a tap on the language button once the frame is the app's) waits until the page is adopted,
  // as texts read in the other language while React adopts it would not match the drawing.
  if (adoptingDrawing()) {
    onPageAdopted(() => {
      if (wanted === next) speak(next);
    });
    return;
  }
  // Set only when it changes: each setting makes the browser restyle the whole page.
  if (typeof document !== 'undefined' && document.documentElement.lang !== next)
    document.documentElement.lang = next;
  if (next === language) return;
  language = next;
  for (const listener of listeners) listener();
}

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
    // Greek and English have the same two forms; no Intl call, which would load the ICU data.
    const form = pluralFormOf(count);
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
  /** Switches at once when the language's texts are loaded, else as soon as they are. */
  changeLanguage(next: Language): Promise<void> {
    wanted = next;
    if (loaded.has(next)) {
      speak(next);
      return Promise.resolve();
    }
    return loadLanguage(next).then(() => {
      // A later choice, made while these texts were on their way, wins.
      if (wanted === next) speak(next);
    });
  },
};

/** Calls `listener` each time the interface language changes; returns how to stop. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The translator of a namespace (default `common`), re-rendering when the language changes.
 * `t('other.key', { ns: 'common' })` reads another namespace.
 */
export function useTranslation<N extends Namespace = 'common'>(namespace?: N) {
  useSyncExternalStore(
    onLanguageChange,
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

/** The Intl locale of the interface language now in use (el-GR or en-GB). */
export function currentIntlLocale(): string {
  return INTL_LOCALES[language];
}

/**
 * Switches the interface language and the page's `lang` attribute: at once when its texts are
 * loaded, else once they are (the app's start waits for them with `languageReady`).
 */
export function applyLanguage(next: Language): void {
  i18n.changeLanguage(next).catch(() => {
    // Offline, with the other language never loaded: the page stays in the language it speaks.
    wanted = language;
  });
}

/** Resolves when the language last asked for can be spoken (its texts loaded). */
export function languageReady(): Promise<void> {
  return loadLanguage(wanted);
}
