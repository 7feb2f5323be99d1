/**
 * One start-up at a time per PostgreSQL database: processes started together (several replicas,
 * a restart overlapping the old process) take turns to migrate and seed, instead of racing on
 * `create table` and each seeding the demo. PGlite has one process only, so it needs no lock.
 */
/** The advisory-lock key of Glentia's start-up ("glentia" in ASCII, as a number). */
export const STARTUP_LOCK_KEY = 0x676c656e746961n.toString();

/**
 * Runs `work` while holding a session advisory lock on its own connection (not a pooled one, which
 * could hand the lock to another query). The lock goes when the work ends, or with the connection.
 */
export async function withStartupLock<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  // Loaded here: a PGlite start never needs the PostgreSQL driver.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {
    // A lost connection releases the lock by itself; the work reports its own errors.
  });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}
