/**
 * How search words match a table's `search_key` (glentia_search_key, drizzle/0005), shared by the
 * repositories that search their own table. A search word comes with the keys it stands for
 * (core's parseSearchQuery: "Heraklion" → Ηράκλειο, "λυράρης" → λύρα); it matches a key when any of
 * them is inside it or, for names, close to one of its words (pg_trgm's `<%`, with the similarity
 * every connection is opened with: SEARCH_SIMILARITY_SETTINGS). Matching (where) and ranking (order by) are separate functions,
 * so an index can serve the first without changing the second.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The similarity `<%` forgives a near miss at, set for every connection the database is opened with
 * (db/client.ts), so a search needs no transaction of its own to set it. pg_trgm's default (0.6)
 * misses one wrong letter in the middle of "rakadiko"; 0.5 does not. Only search uses `<%`.
 */
export const SEARCH_SIMILARITY_SETTINGS = { 'pg_trgm.word_similarity_threshold': '0.5' } as const;

/** `%key%` for LIKE; keys hold letters, digits and spaces only, escaped anyway. */
export const containsKey = (key: string) => `%${key.replace(/[\\%_]/g, '\\$&')}%`;

/** The search key of a text column, computed as the generated columns do (for names inside them). */
export const searchKeyOf = (column: AnyPgColumn): SQL => sql`glentia_search_key(coalesce(${column}, ''))`;

/** One of the word's keys is inside the text (a key column or `searchKeyOf`). */
export function containsAnyKey(text: AnyPgColumn | SQL, keys: readonly string[]): SQL {
  return sql`(${sql.join(
    keys.map((key) => sql`${text} like ${containsKey(key)}`),
    sql` or `,
  )})`;
}

/**
 * One of the word's keys is inside the text, or the first key (what was typed) is close to one of
 * its words (names: typos forgiven). The other keys are known spellings, matched exactly: forgiving
 * them too finds "Ελιά" for "Elounda" (via Ελούντα).
 */
export function matchesKeys(text: AnyPgColumn | SQL, keys: readonly string[]): SQL {
  return sql`(${containsAnyKey(text, keys)} or ${keys[0]!} <% ${text})`;
}

/** How many of the words are in the text as typed, no near miss (ranking: a name holding the words first). */
export function wordsInside(text: AnyPgColumn | SQL, words: readonly (readonly string[])[]): SQL {
  return sql`(${sql.join(
    words.map((keys) => sql`case when ${containsAnyKey(text, keys)} then 1 else 0 end`),
    sql` + `,
  )})`;
}

/** `% key %`: the key as whole words of a text padded with a space each side. */
const wholeWordsOf = (key: string) => `% ${key.replace(/[\\%_]/g, '\\$&')} %`;

/**
 * How well the words match a text: 1 for each word inside it, less for a near miss. A key that is
 * whole words of the text has a word similarity of 1, so it is not computed: pg_trgm's similarity
 * is the costly part of ranking a place word's venues (592 of 2,000 hold «xania»).
 */
export function keysScore(text: AnyPgColumn | SQL, words: readonly (readonly string[])[]): SQL {
  return sql`(${sql.join(
    words.map(
      (keys) =>
        sql`greatest(${sql.join(
          keys.map(
            (key) =>
              sql`case when ' ' || ${text} || ' ' like ${wholeWordsOf(key)} then 1 else coalesce(word_similarity(${key}, ${text}), 0) end`,
          ),
          sql`, `,
        )})`,
    ),
    sql` + `,
  )})`;
}
