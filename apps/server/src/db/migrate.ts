import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Schema } from './client.ts';

/** Applies the committed migrations (`apps/server/drizzle`) that the database has not seen yet. */
export async function runMigrations(database: Database, migrationsFolder: string): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    const { migrate: migratePostgres } = await import('drizzle-orm/node-postgres/migrator');
    await migratePostgres(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  }
}
