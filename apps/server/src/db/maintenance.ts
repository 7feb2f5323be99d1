/**
 * PGlite has no autovacuum: unless asked, nothing clears dead rows or refreshes the planner's
 * statistics, and queries keep the plans of an empty database (counting published events at 20,000
 * events took 1.4 s before an analyse, 0.33 s after). The embedded database is therefore vacuumed
 * and analysed after seeding and after each daily retention sweep. PostgreSQL servers do this
 * themselves, so nothing is run there, except after a bulk load (analyseAfterBulkLoad).
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Vacuums and analyses the embedded database; true when it ran (PGlite), false on PostgreSQL. The
 * analysis reads a sample of every table into the database thread's memory, which never shrinks
 * (at 100,000 events the whole events table: some 190 MB), so the database then moves to a new
 * thread that starts small.
 */
export async function tidyEmbeddedDatabase(
  database: Pick<Database, 'db' | 'kind' | 'renew'>,
): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  await database.db.execute(sql`vacuum analyze`);
  await database.renew?.();
  return true;
}

/**
 * After a bulk load (`npm run seed:large`), vacuums and analyses either database, as PostgreSQL's
 * "Populating a Database" advises: autovacuum may be off or not yet round, and until then the
 * planner plans for empty tables and every trigram index keeps its rows in a pending list it reads
 * through on each search (100,000 events on PostgreSQL: the venues' name search took 20 ms before,
 * 4 ms after). On the embedded database this is its tidy.
 */
export async function analyseAfterBulkLoad(database: Pick<Database, 'db' | 'kind' | 'renew'>): Promise<void> {
  if (await tidyEmbeddedDatabase(database)) return;
  await database.db.execute(sql`vacuum analyze`);
}
