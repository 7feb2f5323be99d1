/**
 * Names of venues, artists and villages for the reader: in English they are written in Latin
 * letters ("Ρακάδικο Η Λύρα" → "Rakadiko Lyra", "Ανώγεια" → "Anogia": core's `englishName`, ELOT 743
 * with the English names visitors know), so a visitor can read and say them; in Greek they stay as
 * written. Addresses go the same way through `displayAddress`. Descriptions are never changed. The
 * one place this is decided.
 */
import { englishName, hasGreek, latinText, rememberEnglishNames } from '@glentia/core';
import { drawnJson } from './drawn-json.ts';

/** The name as the interface language shows it (core remembers each name it has written). */
export function displayName(name: string, language: string | undefined): string {
  return language === 'en' ? englishName(name) : name;
}

/**
 * The names the server's English drawing of this page wrote in Latin letters (first-screen.ts puts
 * them beside it), remembered before the app adopts the drawing, so it does not write them again.
 */
export function rememberDrawnNames(): void {
  const names = drawnJson('glentia-names');
  // Anything else is not the server's: the names are written as they are needed.
  if (names && typeof names === 'object') rememberEnglishNames(names as Record<string, unknown>);
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
