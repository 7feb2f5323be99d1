import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/client.ts';
import { migrationsFolder } from '../../lib/paths.ts';
import { latestAppliedMigration, pingDatabase } from './health.repository.ts';

export type Readiness =
  | { ready: true }
  | { ready: false; reason: 'shutting-down' | 'database' | 'migrations' };

/** The newest committed migration (apps/server/drizzle/meta/_journal.json), read once. */
let newestCommitted: number | undefined;
function newestCommittedMigration(): number {
  if (newestCommitted === undefined) {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: Array<{ when: number }>;
    };
    newestCommitted = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return newestCommitted;
}

/** Databases seen with every migration applied: a running server's database never loses one. */
const migrated = new WeakSet<object>();

/** Ready: not shutting down, the database answers, and it has every committed migration. */
export async function checkReadiness(
  database: Pick<Database, 'db' | 'busy'>,
  shuttingDown: boolean,
): Promise<Readiness> {
  if (shuttingDown) return { ready: false, reason: 'shutting-down' };
  // The embedded database runs one query at a time on its own thread: while it is busy with one it
  // is alive, and a ping would only wait behind that query.
  if (migrated.has(database.db) && database.busy()) return { ready: true };
  let applied: number | null;
  try {
    await pingDatabase(database.db);
    applied = await latestAppliedMigration(database.db);
  } catch {
    return { ready: false, reason: 'database' };
  }
  if (applied === null || applied < newestCommittedMigration()) return { ready: false, reason: 'migrations' };
  migrated.add(database.db);
  return { ready: true };
}
