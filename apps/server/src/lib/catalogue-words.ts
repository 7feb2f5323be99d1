import { searchQueryKeys } from '@glentia/core';

/**
 * The words a catalogue list (`?q=`) looks for, each by its own sound key (core's search rules:
 * accents, case and Greeklish aside); null when nothing was typed, which asks for a page of every
 * one. Text without a word of two letters or more looks for no word, and matches nothing.
 */
export function catalogueWords(q: string | undefined): string[][] | null {
  if (q === undefined || q.trim() === '') return null;
  return searchQueryKeys(q).map((key) => [key]);
}
