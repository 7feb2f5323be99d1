/** Opens, migrates and (when empty) seeds the database: what every start does before serving. */
import path from 'node:path';
import { todayInAthens } from '@glentia/core';
import type { Config } from '../config/env.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { tidyEmbeddedDatabase } from '../db/maintenance.ts';
import { runMigrations } from '../db/migrate.ts';
import { type SeedSummary, seedDemo } from '../db/seed/demo.ts';
import { isDatabaseEmpty } from '../db/seed/is-empty.ts';
import { withStartupLock } from '../db/startup-lock.ts';
import { copyFolderToStore } from '../lib/image-store/copy-folder.ts';
import { createImageStore } from '../lib/image-store/create-image-store.ts';
import { migrationsFolder } from '../lib/paths.ts';
import { fillUsernameSkeletons } from '../modules/users/users.service.ts';
import { refuseKnownPasswords } from './known-passwords.ts';

export interface PreparedDatabase {
  database: Database;
  /** What was seeded on this start, or null when the data was already there (or seeding is off). */
  seeded: SeedSummary | null;
}

export async function prepareDatabase(config: Config): Promise<PreparedDatabase> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // Under the lock, a process that waited finds the migrations applied and the data there.
    const seeded = await withStartupLock(config.databaseUrl, async () => {
      await runMigrations(database, migrationsFolder());
      await fillUsernameSkeletons(database.db);
      if (config.seed === 'none' || !(await isDatabaseEmpty(database.db))) return null;
      const uploadsDir = path.join(config.dataDir, 'uploads');
      const summary = await seedDemo(database.db, {
        uploadsDir,
        today: todayInAthens(),
        withoutAccounts: config.seed === 'demo-without-accounts',
      });
      await fillUsernameSkeletons(database.db);
      await tidyEmbeddedDatabase(database);
      // With object storage, the pictures drawn here go to the bucket every process serves from.
      if (config.objectStorage) {
        const store = createImageStore(config);
        try {
          await copyFolderToStore(store, uploadsDir, 'uploads');
        } finally {
          store.close();
        }
      }
      return summary;
    });
    await refuseKnownPasswords(database.db, config);
    return { database, seeded };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
