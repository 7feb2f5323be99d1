/**
 * How a search word matches a table's `search_key` (glentia_search_key, drizzle/0005), shared by the
 * repositories that search their own table: a word matches a key when it is inside it or, for names,
 * close to one of its words (pg_trgm's `<%`, with the similarity search sets per transaction).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `%key%` for LIKE; keys hold letters, digits and spaces only, escaped anyway. */
export const containsKey = (key: string) => `%${key.replace(/[\\%_]/g, '\\$&')}%`;

/** The key is inside the column, or close to one of its words. */
export function matchesKey(column: AnyPgColumn, key: string): SQL {
  return sql`(${column} like ${containsKey(key)} or ${key} <% ${column})`;
}

/** How well the words match a key: 1 for each word inside it, less for a near miss. */
export function keysScore(column: AnyPgColumn, keys: string[]): SQL {
  return sql.join(
    keys.map((key) => sql`coalesce(word_similarity(${key}, ${column}), 0)`),
    sql` + `,
  );
}
