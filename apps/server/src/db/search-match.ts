/**
 * How search words match a table's `search_key` (glentia_search_key, drizzle/0005), shared by the
 * repositories that search their own table. A search word comes with the keys it stands for
 * (core's parseSearchQuery: "Heraklion" → Ηράκλειο, "λυράρης" → λύρα); it matches a key when any of
 * them is inside it or, for names, close to one of its words (pg_trgm's `<%`, with the similarity
 * every connection is opened with: SEARCH_SIMILARITY_SETTINGS). Matching (where) and ranking (order by) are separate functions,
 * so an index can serve the first without changing the second.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, type PgTable, unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

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
 * The first key (what was typed) is close to one of the text's words: typos forgiven, in names.
 * The other keys are known spellings, matched exactly: forgiving them too finds "Ελιά" for
 * "Elounda" (via Ελούντα). A number has no near miss: 23 is not 25.
 */
function nearMiss(text: AnyPgColumn | SQL, keys: readonly string[]): SQL {
  return isNumber(keys[0]!) ? sql`false` : sql`${keys[0]!} <% ${text}`;
}

/** `% key %`: the key as whole words of a text padded with a space each side. */
const wholeWordsOf = (key: string) => `% ${key.replace(/[\\%_]/g, '\\$&')} %`;

/**
 * How well one word matches a text: 1 when one of its keys is whole words of it, else the closest
 * key's word similarity. A whole-word key is not weighed: pg_trgm's similarity is the costly part.
 */
export function wordScore(text: AnyPgColumn | SQL, keys: readonly string[]): SQL {
  const padded = sql`' ' || ${text} || ' '`;
  return sql`(case when ${sql.join(
    keys.map((key) => sql`${padded} like ${wholeWordsOf(key)}`),
    sql` or `,
  )} then 1 else greatest(${sql.join(
    keys.map((key) => sql`coalesce(word_similarity(${key}, ${text}), 0)`),
    sql`, `,
  )}) end)`;
}

/** The columns a table is searched by: its id, its whole search key, and the key of its name alone. */
export interface SearchedTable {
  table: PgTable;
  id: AnyPgColumn;
  searchKey: AnyPgColumn;
  nameKey: AnyPgColumn;
}

/**
 * One row for each word a row of the table matches: the word's number, the row's id, whether its
 * name holds the word as typed (`inName`, 0 or 1) and how well it matches (wordScore). Each word is
 * looked up on its own, so the trigram index finds its rows and a row is weighed only against the
 * words it matched: in «lyra xania» the 592 venues of Chania are never compared with «lira».
 */
export function wordHits(db: DbOrTx, searched: SearchedTable, words: readonly (readonly string[])[]) {
  const hitsOf = (index: number, keys: readonly string[], where: SQL) =>
    db
      .select({
        word: sql<number>`${sql.raw(String(index))}`.as('word'),
        hitId: sql<string>`${searched.id}`.as('hit_id'),
        inName: sql<number>`(case when ${containsAnyKey(searched.nameKey, keys)} then 1 else 0 end)`.as(
          'in_name',
        ),
        score: sql<number>`${wordScore(searched.searchKey, keys)}`.as('score'),
      })
      .from(searched.table)
      .where(where);
  // A word's rows that hold one of its keys, then its near misses apart: asked together, a word
  // that many rows hold (a county) has the planner read every row and weigh each of the others
  // by similarity; apart, the near misses come from the trigram index alone.
  const branches = words.flatMap((keys, index) => {
    const holds = containsAnyKey(searched.searchKey, keys);
    return [
      hitsOf(index, keys, holds),
      hitsOf(index, keys, sql`(${nearMiss(searched.searchKey, keys)} and not ${holds})`),
    ];
  });
  const [first, second, ...rest] = branches;
  return unionAll(first!, second!, ...rest).as('hits');
}

/** Which words a row matched, from `wordHits` grouped by row: their numbers, with a name holding each or not. */
export const wordsFound = (hits: ReturnType<typeof wordHits>): SQL<string> =>
  sql<string>`string_agg(${hits.word}::text || ':' || ${hits.inName}::text, ',')`;

/** Reads `wordsFound`: for each of `count` words, whether it was found and whether a name holds it. */
export function readWordsFound(found: string, count: number): Array<'name' | 'other' | null> {
  const byWord: Array<'name' | 'other' | null> = Array.from({ length: count }, () => null);
  for (const pair of found.split(',')) {
    const [word, inName] = pair.split(':');
    byWord[Number(word)] = inName === '1' ? 'name' : 'other';
  }
  return byWord;
}
