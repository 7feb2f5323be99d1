import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * A short stamp of a table's rows that changes when a row is added, removed or changed (every
 * write sets its `updated_at`): whether what was read from them may still be used. A sum of each
 * row's hash, so a change shows whichever order transactions commit in (a latest `updated_at`
 * would miss a transaction that started before another and committed after it). 2,000 venues:
 * 6–10 ms on the embedded database, against 60–90 ms for reading their names and keys.
 */
export async function rowsStamp(
  db: DbOrTx,
  table: PgTable,
  columns: { id: PgColumn; updatedAt: PgColumn },
): Promise<string> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      hash: sql<string>`coalesce(sum(hashtext(${columns.id}::text || ${columns.updatedAt}::text)), 0)::text`,
    })
    .from(table);
  return `${row?.count ?? 0}:${row?.hash ?? '0'}`;
}
