import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
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

/** Ready: not shutting down, the database answers, and it has every committed migration. */
export async function checkReadiness(db: Db, shuttingDown: boolean): Promise<Readiness> {
  if (shuttingDown) return { ready: false, reason: 'shutting-down' };
  let applied: number | null;
  try {
    await pingDatabase(db);
    applied = await latestAppliedMigration(db);
  } catch {
    return { ready: false, reason: 'database' };
  }
  if (applied === null || applied < newestCommittedMigration()) return { ready: false, reason: 'migrations' };
  return { ready: true };
}
