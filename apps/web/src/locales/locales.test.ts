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

/** A number placeholder right before a word: a count that needs singular and plural forms. */
const COUNTED = /\{\{(count|views|total|uses|number)\}\} (?!more\b)\p{L}/u;
/** "την {{date}}" or "την Σάββατο": the date already has its article, and Σάββατο is neuter. */
const ARTICLE_BEFORE_WEEKDAY = /(^|\s)(την|τη) (\{\{date\}\}|Σάββατο)/u;
/** A name in the nominative after a preposition or a genitive article ("με Μανώλης", "του Ταβέρνα"). */
const CASE_AFTER_WORD = /(^|\s)(με|του|της|των|στο|στον|στη|στην|τον|την) \{\{(name|venue|artist|title)\}\}/u;
/** American spellings the British interface must not use. */
/** "σε" before a place or a place list needs the place's article: "στο Ηράκλειο", "στα Χανιά". */
const SE_BEFORE_PLACE = /(^|\s)σε (Ηράκλειο|Χανιά|Λασίθι|Ρέθυμνο|\{\{counties\}\})/u;
/** One term for signing in, in English: "Log in" (and "Continue with" on the provider buttons). */
const SIGN_IN = /\bsign(ing|ed)?[ -]in\b/i;
const US_SPELLINGS =
  /\b(canceled|canceling|favorites?|colors?|organiz\w*|center|catalog|behavior|analyz\w*|customiz\w*|licens(e|ed) to|program(?!me))\b/i;

/** Names, brands and words that have no Greek form, allowed in Greek texts. */
const LATIN_ALLOWED = new Set([
  'Glentia',
  'Spotify',
  'Google',
  'Apple',
  'iCal',
  'iCalendar',
  'schema.org',
  'Gancio',
  'http',
  'https',
  'Instagram',
  'Facebook',
  'WhatsApp',
  'Viber',
  'Messenger',
  'TikTok',
  'Maps',
  'Calendar',
  'Play',
  'App',
  'Store',
  'RSS',
  'Atom',
  'push',
  'browser',
  'e-mail',
  'email',
  'cookies',
  'link',
  'PDF',
  'QR',
  'URL',
  'SMS',
  'ics',
  'https',
  'Chrome',
  'English',
  'Single',
  'E-mail',
  'OpenStreetMap',
  'IP',
  'JPEG',
  'PNG',
  'WebP',
  'HEIC',
  'MB',
  // What a website's owner pastes and configures for the schedule widget: HTML's own words.
  'script',
  'iframe',
  'Content-Security-Policy',
  'script-src',
  'connect-src',
  'frame-src',
  // An example of Greek typed in Latin letters, in the search box's placeholder.
  'lyra',
]);

/** The admin's screens name settings, formats and cookies by their technical names. */
const TECHNICAL = /^(admin|adsAdmin|info\.cookies|info\.consentChoices)\./;

/** A text without its placeholders and web addresses. */
function withoutPlaceholders(text: string): string {
  return text.replace(/\{\{[^}]*\}\}/g, '').replace(/https?:\/\/\S+/g, '');
}

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

  const allGreek = () =>
    greekFiles.flatMap((path) => [...textsOf(greek[path]!)].map(([key, text]) => ({ path, key, text })));
  const allEnglish = () =>
    greekFiles.flatMap((path) =>
      [...textsOf(english[englishPathOf(path)]!)].map(([key, text]) => ({ path, key, text })),
    );

  it('has a singular form beside every plural one, and counts only in texts with both', () => {
    for (const texts of [allGreek(), allEnglish()]) {
      const keys = new Set(texts.map(({ path, key }) => `${path}#${key}`));
      const missingOne = texts
        .filter(({ key }) => key.endsWith('_other'))
        .filter(({ path, key }) => !keys.has(`${path}#${key.replace(/_other$/, '_one')}`))
        .map(({ key }) => key);
      expect(missingOne).toEqual([]);
      // A number right before a noun ("{{views}} προβολές", "{{count}} views") needs its forms.
      const counted = texts
        .filter(({ text }) => COUNTED.test(text))
        .filter(({ key }) => !/_(one|other|zero|two|few|many)$/.test(key))
        .map(({ key, text }) => `${key}: ${text}`);
      expect(counted).toEqual([]);
    }
  });

  it('writes Greek texts in Greek, but for names and words with no Greek form', () => {
    const latin = allGreek()
      .filter(({ key }) => !TECHNICAL.test(key))
      .flatMap(({ key, text }) =>
        (withoutPlaceholders(text).match(/[A-Za-z][A-Za-z.-]*[A-Za-z]/g) ?? [])
          .filter((word) => !LATIN_ALLOWED.has(word))
          .map((word) => `${key}: ${word}`),
      );
    expect(latin).toEqual([]);
  });

  it('asks confirmations as questions, never "Select OK"', () => {
    const ok = [...allGreek(), ...allEnglish()]
      // "OK" alone may acknowledge a message; a confirmation names its act, and no sentence says "OK".
      .filter(({ key, text }) => /\bOK\b/.test(text) && (text !== 'OK' || /confirm/i.test(key)))
      .map(({ key, text }) => `${key}: ${text}`);
    expect(ok).toEqual([]);
  });

  it('puts no article in the accusative before a weekday date, nor a nominative name after a preposition', () => {
    const wrong = allGreek()
      .filter(({ text }) => ARTICLE_BEFORE_WEEKDAY.test(text) || CASE_AFTER_WORD.test(text))
      .map(({ key, text }) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
  });

  it('gives places their article after "σε", and calls signing in "log in" in English', () => {
    const wrong = [
      ...allGreek().filter(({ text }) => SE_BEFORE_PLACE.test(text)),
      ...allEnglish().filter(({ text }) => SIGN_IN.test(text)),
    ].map(({ key, text }) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
  });

  it('spells English the British way', () => {
    const american = allEnglish()
      .filter(({ text }) => US_SPELLINGS.test(withoutPlaceholders(text)))
      .map(({ key, text }) => `${key}: ${text}`);
    expect(american).toEqual([]);
  });

  it('catches each kind of mistake these checks look for', () => {
    expect(COUNTED.test('{{views}} προβολές')).toBe(true);
    expect(COUNTED.test('{{count}} / {{max}}')).toBe(false);
    expect(ARTICLE_BEFORE_WEEKDAY.test('Αφαίρεσε την {{date}}')).toBe(true);
    expect(ARTICLE_BEFORE_WEEKDAY.test('Έγινε την Σάββατο')).toBe(true);
    expect(CASE_AFTER_WORD.test('Τα επόμενα γλέντια με {{name}}')).toBe(true);
    expect(CASE_AFTER_WORD.test('Φωτογραφία του {{name}}')).toBe(true);
    expect(CASE_AFTER_WORD.test('Φωτογραφία: {{name}}')).toBe(false);
    expect(SE_BEFORE_PLACE.test('μουσική σε Ηράκλειο, Χανιά')).toBe(true);
    expect(SE_BEFORE_PLACE.test('μουσική στο Ηράκλειο')).toBe(false);
    expect(SIGN_IN.test('Sign in with e-mail')).toBe(true);
    expect(SIGN_IN.test('Your sign-in')).toBe(true);
    expect(SIGN_IN.test('Log in to Glentia')).toBe(false);
    expect(US_SPELLINGS.test('The glenti is canceled')).toBe(true);
    expect(US_SPELLINGS.test('Your favorites')).toBe(true);
    expect(withoutPlaceholders('Άνοιξε το {{url}} στο https://glentia.gr')).toBe('Άνοιξε το  στο ');
  });

  it('catches a formal text and a missing key', () => {
    expect(formalGreekWords('Επιλέξτε OK για διαγραφή!')).toEqual(['Επιλέξτε']);
    const el = flatten({ a: { b: 'x', c: 'y' } });
    const en = flatten({ a: { b: 'x' } });
    expect([...el.keys()].filter((key) => !en.has(key))).toEqual(['a.c']);
  });
});
