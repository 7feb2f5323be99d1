/** SQL of the health checks: the cheapest question the database can answer, and its migrations. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { resultRows } from '../../db/results.ts';

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * The newest migration the database has applied, as drizzle records it (the `when` of the
 * migration's journal entry); null when none has run.
 */
export async function latestAppliedMigration(db: Db): Promise<number | null> {
  const rows = resultRows<{ latest: string | number | null }>(
    await db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`),
  );
  const latest = rows[0]?.latest;
  return latest === null || latest === undefined ? null : Number(latest);
}
