/**
 * The database side of search that belongs to no table. Events, venues and artists each keep a
 * `search_key` (glentia_search_key, drizzle/0005). Events' keys have trigram indexes, and the
 * events repository matches words against them (db/search-match.ts); venue and artist keys are
 * matched in the process (modules/search/name-book.ts).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The database's own search key of a text, to check it against core's (tests). */
export async function databaseSearchKey(db: DbOrTx, text: string): Promise<string> {
  const result = await db.execute<{ key: string }>(sql`select glentia_search_key(${text}) as key`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { key: string }[] }).rows) as {
    key: string;
  }[];
  return rows[0]!.key;
}
