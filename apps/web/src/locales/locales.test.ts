/**
 * Every text the web app shows exists in both languages, and the Greek ones speak to the reader in
 * the informal singular ("Δοκίμασε ξανά", "σου"), never the formal plural ("Δοκιμάστε", "σας").
 */
import { formalGreekWords } from '@glentia/core';
import { describe, expect, it } from 'vitest';

type Texts = { [key: string]: string | Texts };

const greek = import.meta.glob<Record<string, Texts>>(['./el/*.ts', '../features/*/texts/el.ts'], {
  eager: true,
});
const english = import.meta.glob<Record<string, Texts>>(['./en/*.ts', '../features/*/texts/en.ts'], {
  eager: true,
});

const englishPathOf = (path: string) => path.replace('/el/', '/en/').replace(/\/el\.ts$/, '/en.ts');

/** Every `key.path` of a texts object, with its text. */
function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

/** The texts objects a file exports (the `el` index re-exports the others and is skipped). */
function textsOf(module: Record<string, unknown>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, value] of Object.entries(module)) {
    if (typeof value !== 'object' || value === null) continue;
    for (const [path, text] of flatten(value as Texts, name)) out.set(path, text);
  }
  return out;
}

const greekFiles = Object.keys(greek).filter((path) => !path.endsWith('/index.ts'));

describe('web texts', () => {
  it('finds the text files', () => {
    expect(greekFiles.length).toBeGreaterThan(15);
  });

  it.each(greekFiles)('%s has the same keys in English', (path) => {
    const englishModule = english[englishPathOf(path)];
    expect(englishModule, `missing ${englishPathOf(path)}`).toBeDefined();
    const el = [...textsOf(greek[path]!).keys()].sort();
    const en = [...textsOf(englishModule!).keys()].sort();
    expect({ missingInEnglish: el.filter((key) => !en.includes(key)) }).toEqual({ missingInEnglish: [] });
    expect({ missingInGreek: en.filter((key) => !el.includes(key)) }).toEqual({ missingInGreek: [] });
    for (const [key, text] of textsOf(greek[path]!)) expect(text.trim(), key).not.toBe('');
  });

  it.each(greekFiles)('%s speaks in the informal singular', (path) => {
    const formal = [...textsOf(greek[path]!)]
      .map(([key, text]) => ({ key, words: formalGreekWords(text) }))
      .filter((found) => found.words.length > 0);
    expect(formal).toEqual([]);
  });

  it('catches a formal text and a missing key', () => {
    expect(formalGreekWords('Επιλέξτε OK για διαγραφή!')).toEqual(['Επιλέξτε']);
    const el = flatten({ a: { b: 'x', c: 'y' } });
    const en = flatten({ a: { b: 'x' } });
    expect([...el.keys()].filter((key) => !en.has(key))).toEqual(['a.c']);
  });
});
