/**
 * Names of venues, artists and villages for the reader: in English they are written in Latin
 * letters by ELOT 743 ("Ρακάδικο Η Λύρα" → "Rakadiko I Lyra"), so a visitor can read and say them;
 * in Greek they stay as written. Descriptions are never changed. The one place this is decided.
 */
import { hasGreek, transliterateElot } from '@glentia/core';

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
    latin = transliterateElot(name);
    inLatin.set(name, latin);
  }
  return latin;
}

/** The name as written, for detail pages to show beside the transliteration; null when they agree. */
export function originalBeside(name: string, language: string | undefined): string | null {
  return displayName(name, language) === name ? null : name;
}
