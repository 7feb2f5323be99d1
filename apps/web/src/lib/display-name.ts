/**
 * Names of venues, artists and villages for the reader: in English they are written in Latin
 * letters ("Ρακάδικο Η Λύρα" → "Rakadiko Lyra", "Ανώγεια" → "Anogia": core's `englishName`, ELOT 743
 * with the English names visitors know), so a visitor can read and say them; in Greek they stay as
 * written. Addresses go the same way through `displayAddress`. Descriptions are never changed. The
 * one place this is decided.
 */
import { englishName, hasGreek, latinText } from '@glentia/core';

/**
 * Names already written in Latin letters. A page shows the same names again and again (a venue on
 * each of its cards, every list drawn once more when the app adopts the page), and writing them
 * letter by letter was the largest cost of Glentia's own code in a CPU profile of the home page's
 * first visit in English. They are venues, artists and villages, so the map stays small.
 */
const inLatin = new Map<string, string>();

/** The name as the interface language shows it. */
export function displayName(name: string, language: string | undefined): string {
  if (language !== 'en' || !hasGreek(name)) return name;
  let latin = inLatin.get(name);
  if (latin === undefined) {
    latin = englishName(name);
    inLatin.set(name, latin);
  }
  return latin;
}

/** The name as written, for detail pages to show beside the transliteration; null when they agree. */
export function originalBeside(name: string, language: string | undefined): string | null {
  return displayName(name, language) === name ? null : name;
}

/**
 * An address (street, town, country) as the interface language shows it; also a Greek title where
 * only plain text fits, such as an image's description.
 */
export function displayAddress(address: string, language: string | undefined): string {
  if (language !== 'en' || !hasGreek(address)) return address;
  return latinText(address);
}

/**
 * `"el"` for a text with Greek in it shown in the English app (a title or a biography as its
 * author wrote it), so screen readers read it as Greek; otherwise nothing.
 */
export function greekLangOf(text: string | null | undefined, language: string | undefined): 'el' | undefined {
  return language === 'en' && text && hasGreek(text) ? 'el' : undefined;
}
