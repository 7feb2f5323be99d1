/**
 * How search words match: events in the database by their `search_key` (glentia_search_key,
 * drizzle/0005), venues and artists in the process by their names' keys (`matchNames`). A search
 * word comes with the keys it stands for (core's parseSearchQuery: "Heraklion" → Ηράκλειο,
 * "λυράρης" → λύρα); it matches a key when any of them is inside it or, for names, close to one of
 * its words (pg_trgm's word similarity, db/word-similarity.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  isNearMiss,
  type TrigramText,
  trigramText,
  wordSimilarity,
  wordTrigrams,
} from './word-similarity.ts';

/** `%key%` for LIKE; keys hold letters, digits and spaces only, escaped anyway. */
export const containsKey = (key: string) => `%${key.replace(/[\\%_]/g, '\\$&')}%`;

/** The search key of a text column, computed as the generated columns do (for names inside them). */
export const searchKeyOf = (column: AnyPgColumn): SQL => sql`glentia_search_key(coalesce(${column}, ''))`;

/** A key of digits only. */
const isNumber = (key: string) => /^[0-9]+$/.test(key);

/**
 * The key is inside the text. A key of under three characters has no trigram, so the trigram index
 * cannot narrow it, yet the planner would count on it (every row read again: 100,000 for «23»): it
 * is compared on a copy of the text (`|| ''`) that no index covers, and the other words lead.
 */
function holdsKey(text: AnyPgColumn | SQL, key: string): SQL {
  if (key.length < 3) return sql`(${text} || '') like ${containsKey(key)}`;
  return sql`${text} like ${containsKey(key)}`;
}

/** One of the word's keys is inside the text (a key column or `searchKeyOf`). */
export function containsAnyKey(text: AnyPgColumn | SQL, keys: readonly string[]): SQL {
  return sql`(${sql.join(
    keys.map((key) => holdsKey(text, key)),
    sql` or `,
  )})`;
}

/**
 * A venue or an artist as search matches it: what a search lists, its keys (the whole one: name,
 * and for a venue its address and county; the name's alone), and its place in the database's order
 * of names, which breaks ties as the database would.
 */
export interface NamedEntry<T> {
  item: T;
  searchKey: string;
  nameKey: string;
  nameRank: number;
  searchText: TrigramText;
}

export function namedEntry<T>(
  item: T,
  { searchKey, nameKey, nameRank }: { searchKey: string; nameKey: string; nameRank: number },
): NamedEntry<T> {
  return { item, searchKey, nameKey, nameRank, searchText: trigramText(searchKey) };
}

/** One of the keys is inside the text. */
function holdsAnyKey(text: string, keys: readonly string[]): boolean {
  for (const key of keys) if (text.includes(key)) return true;
  return false;
}

/** How an entry matched one word: in its name, elsewhere (a venue's village or county), or not. */
export type WordFound = 'name' | 'other' | null;

interface SearchedWord {
  keys: readonly string[];
  /** The trigrams of each key, worked out once for every entry. */
  trigrams: number[][];
  /** Whole words: the key with a space each side. */
  padded: string[];
  forgiving: boolean;
}

/**
 * How well one word matches a key: 1 when one of its keys is whole words of it, else the closest
 * key's word similarity. A whole-word key is not weighed: the similarity is the costly part.
 */
function wordScore(entry: NamedEntry<unknown>, word: SearchedWord): number {
  const padded = ` ${entry.searchKey} `;
  if (word.padded.some((key) => padded.includes(key))) return 1;
  return Math.max(0, ...word.trigrams.map((trigrams) => wordSimilarity(trigrams, entry.searchText)));
}

/**
 * Every entry that matches at least one of the words, with how it matched each, best first: those
 * that match every word, then (with `nameFirst`) those whose name holds more of the words, then the
 * closest (the words' scores summed, in single precision as the database sums them), then by name.
 * A word matches when one of its keys is inside the entry's key or the first key (what was typed)
 * is close to one of its words: typos forgiven. The other keys are known spellings, matched exactly
 * (forgiving them too finds "Ελιά" for "Elounda" via Ελούντα); a number has no near miss.
 */
export function matchNames<T>(
  entries: readonly NamedEntry<T>[],
  keysOfWords: readonly (readonly string[])[],
  { nameFirst }: { nameFirst: boolean },
): Array<{ item: T; found: WordFound[]; all: boolean }> {
  if (keysOfWords.length === 0) return [];
  const words: SearchedWord[] = keysOfWords.map((keys) => ({
    keys,
    trigrams: keys.map((key) => wordTrigrams(key)),
    padded: keys.map((key) => ` ${key} `),
    forgiving: !isNumber(keys[0]!),
  }));
  const matched: Array<{
    entry: NamedEntry<T>;
    found: WordFound[];
    inName: number;
    score: number;
    all: boolean;
  }> = [];
  // Most entries match no word: they are passed over without allocating anything, for every
  // search reads every name (at 20,000 events a fifth of a search's garbage was made here).
  for (const entry of entries) {
    let found: WordFound[] | null = null;
    let inName = 0;
    let score = 0;
    let count = 0;
    for (let index = 0; index < words.length; index++) {
      const word = words[index]!;
      const holds = holdsAnyKey(entry.searchKey, word.keys);
      if (!holds && !(word.forgiving && isNearMiss(word.trigrams[0]!, entry.searchText))) continue;
      found ??= new Array<WordFound>(words.length).fill(null);
      count++;
      score = Math.fround(score + wordScore(entry, word));
      const named = holdsAnyKey(entry.nameKey, word.keys);
      if (named) inName++;
      found[index] = named ? 'name' : 'other';
    }
    if (found) matched.push({ entry, found, inName, score, all: count === words.length });
  }
  matched.sort(
    (a, b) =>
      Number(b.all) - Number(a.all) ||
      (nameFirst ? b.inName - a.inName : 0) ||
      b.score - a.score ||
      a.entry.nameRank - b.entry.nameRank,
  );
  return matched.map(({ entry, found, all }) => ({ item: entry.item, found, all }));
}
