/**
 * Names of venues, artists and villages for the reader: in English they are written in Latin
 * letters by ELOT 743 ("Ρακάδικο Η Λύρα" → "Rakadiko I Lyra"), so a visitor can read and say them;
 * in Greek they stay as written. Descriptions are never changed. The one place this is decided.
 */
import { hasGreek, transliterateElot } from '@glentia/core';

/** The name as the interface language shows it. */
export function displayName(name: string, language: string | undefined): string {
  return language === 'en' && hasGreek(name) ? transliterateElot(name) : name;
}

/** The name as written, for detail pages to show beside the transliteration; null when they agree. */
export function originalBeside(name: string, language: string | undefined): string | null {
  return displayName(name, language) === name ? null : name;
}
