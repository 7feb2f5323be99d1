/**
 * `npm run admin:create -- <email>`: makes that account an administrator, creating it (with a
 * printed, generated password) when it does not exist. Uses the same configuration as the server
 * (DATA_DIR or DATABASE_URL). With the embedded database, stop the server first.
 */
import { ZEmail } from '@glentia/core';
import { loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { migrationsFolder } from './lib/paths.ts';
import { createAdmin } from './modules/users/create-admin.ts';

async function main(): Promise<void> {
  const parsed = ZEmail.safeParse(process.argv[2] ?? '');
  if (!parsed.success) {
    console.error('Usage: npm run admin:create -- <email>');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // The same lock as a server start, so this never migrates alongside one.
    await withStartupLock(config.databaseUrl, () => runMigrations(database, migrationsFolder()));
    const result = await createAdmin(database.db, parsed.data);
    if (result.kind === 'created') {
      console.log(`Created the administrator ${result.email} (username ${result.username}).`);
      console.log(`Password: ${result.password}`);
      console.log('Log in and change it under Settings → Security.');
    } else if (result.kind === 'promoted') {
      console.log(`${result.email} (username ${result.username}) is now an administrator.`);
    } else {
      console.log(`${result.email} (username ${result.username}) is already an administrator.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
