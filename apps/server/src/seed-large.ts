/**
 * `npm run seed:large`: builds the 20,000-event data set the benchmarks run on, in a data folder of
 * its own (`DATA_DIR`, default `./data/bench-large`), replacing what was there; with `DATABASE_URL`,
 * into that PostgreSQL database instead (an empty one: it is migrated, not cleared), the pictures
 * still under `DATA_DIR`.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { todayInAthens } from '@glentia/core';
import { openDatabase } from './db/client.ts';
import { analyseAfterBulkLoad } from './db/maintenance.ts';
import { runMigrations } from './db/migrate.ts';
import { seedLarge } from './db/seed/large.ts';
import { migrationsFolder } from './lib/paths.ts';

async function main(): Promise<void> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data/bench-large');
  const count = Number(process.env.SEED_EVENTS ?? 20_000);
  rmSync(dataDir, { recursive: true, force: true });
  const startedAt = Date.now();
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  await runMigrations(database, migrationsFolder());
  const summary = await seedLarge(database.db, {
    uploadsDir: path.join(dataDir, 'uploads'),
    today: todayInAthens(),
    events: count,
  });
  await analyseAfterBulkLoad(database);
  await database.close();
  console.log(
    `Seeded ${summary.events} events, ${summary.locations} venues, ${summary.artists} artists into ${process.env.DATABASE_URL ? 'PostgreSQL' : dataDir} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
