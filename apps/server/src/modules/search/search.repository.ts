/**
 * The database side of search that belongs to no table. Each table keeps a `search_key`
 * (glentia_search_key, drizzle/0005) with a trigram index, and its owner's repository matches
 * words against it (db/search-match.ts); this file only sets the similarity those matches use.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** pg_trgm's default (0.6) misses one wrong letter in the middle of "rakadiko"; 0.5 does not. */
const WORD_SIMILARITY = '0.5';

/** Sets the similarity `<%` uses, for the rest of the transaction `tx`. */
export async function useSearchSimilarity(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY}, true)`);
}

/** The database's own search key of a text, to check it against core's (tests). */
export async function databaseSearchKey(db: DbOrTx, text: string): Promise<string> {
  const result = await db.execute<{ key: string }>(sql`select glentia_search_key(${text}) as key`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { key: string }[] }).rows) as {
    key: string;
  }[];
  return rows[0]!.key;
}
