/**
 * Search text rules. Normalisation (SPEC §5): trimmed, lowercased, accents stripped, final sigma
 * made ordinary. On top of that, a "sound key" lets people type Greek in Latin letters
 * (Greeklish) the many ways they do: `lyra`, `lira` and `lura` all find «Λύρα», `xania`, `chania`
 * and `hania` find «Χανιά».
 */

import { GREEK_LATIN_LETTERS } from './greek-letters.ts';

/** Trim, lowercase, strip accents and diaeresis, and turn final sigma into σ. */
export function normalizeSearch(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ς/g, 'σ')
    .normalize('NFC');
}

const GREEK_DIGRAPHS: ReadonlyArray<readonly [string, string]> = [
  ['ου', 'ou'],
  ['αυ', 'av'],
  ['ευ', 'ev'],
  ['μπ', 'mp'],
  ['ντ', 'nt'],
  ['γκ', 'gk'],
  ['γγ', 'gg'],
];

/** Greeklish is usually typed with ks for ξ. */
const GREEK_LETTERS: Record<string, string> = { ...GREEK_LATIN_LETTERS, ξ: 'ks' };

/** Greek letters written in Latin ones, the way Greeklish is usually typed. */
export function transliterateGreek(normalized: string): string {
  let text = normalized;
  for (const [greek, latin] of GREEK_DIGRAPHS) text = text.replaceAll(greek, latin);
  return Array.from(text, (char) => GREEK_LETTERS[char] ?? char).join('');
}

/** Latin spellings that sound alike collapse to one form; applied in this order. */
const SOUND_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/th/g, '8'],
  [/ph/g, 'f'],
  [/(ch|kh|h)/g, 'x'],
  [/ks/g, 'x'],
  [/mp/g, 'b'],
  [/nt/g, 'd'],
  [/(gk|gg)/g, 'g'],
  [/ou/g, 'u'],
  [/ai/g, 'e'],
  [/(ei|oi|yi)/g, 'i'],
  [/[yu]/g, 'i'],
  [/w/g, 'o'],
  [/b/g, 'v'],
  [/[cq]/g, 'k'],
  [/(.)\1+/g, '$1'],
];

/** The sound key of any text, Greek or Latin: two spellings of one name give the same key. */
export function searchKey(text: string): string {
  let key = transliterateGreek(normalizeSearch(text));
  for (const [pattern, replacement] of SOUND_RULES) key = key.replace(pattern, replacement);
  return key;
}

/**
 * Whether a name matches what was typed. Empty search matches everything; otherwise the plain
 * normalised text or the sound key must contain the query's.
 */
export function matchesSearch(name: string, query: string): boolean {
  const normalizedQuery = normalizeSearch(query);
  if (!normalizedQuery) return true;
  if (normalizeSearch(name).includes(normalizedQuery)) return true;
  return searchKey(name).includes(searchKey(normalizedQuery));
}

/** The longest search text the server reads, and the most words it looks for. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_QUERY_MAX_WORDS = 6;

/**
 * What the server looks for: the sound key of each word typed (order does not matter), without
 * duplicates. Keys shorter than two letters say nothing ("η", "zzzz" → "z") and are dropped, so
 * nonsense finds nothing instead of everything with a "z" in it.
 */
export function searchQueryKeys(query: string): string[] {
  const words = normalizeSearch(query.slice(0, SEARCH_QUERY_MAX_LENGTH)).split(/[^\p{L}\p{N}]+/u);
  const keys = words.map(searchKey).filter((key) => key.length >= 2);
  return [...new Set(keys)].slice(0, SEARCH_QUERY_MAX_WORDS);
}
