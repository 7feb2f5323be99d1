/**
 * Runs once before the server tests: migrates one database of each kind, so every test file's
 * server starts from a copy instead of migrating an empty database again (on a busy two-core
 * machine an empty embedded database took 46–48 s to open and migrate per file; a copy 1.5–6 s).
 *
 * - PGlite: a migrated in-memory database saved as one tar file, which each test opens.
 * - PostgreSQL (when TEST_DATABASE_URL is set): a migrated database that each test's new database is
 *   created from (`create database … template …`).
 *
 * Both are named by a hash of the migrations and the PGlite version, so a later run with the same
 * migrations reuses them and a changed migration makes new ones.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { migrationsFolder } from '../src/lib/paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite tar to open for each test server. */
    pgliteDump: string;
    /** The migrated PostgreSQL database each test database is copied from ('' without PostgreSQL). */
    postgresTemplate: string;
  }
}

function migrationsKey(): string {
  const hash = createHash('sha256');
  const folder = migrationsFolder();
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(path.relative(folder, file)).update(readFileSync(file));
  // The package's exports hide its package.json: read the one beside its entry point.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
  hash.update((JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version);
  return hash.digest('hex').slice(0, 12);
}

async function migratedPgliteDump(key: string): Promise<string> {
  const file = path.join(os.tmpdir(), `glentia-test-pglite-${key}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({ dataDir: null });
  try {
    await runMigrations(database, migrationsFolder());
    const dump = await database.dump!();
    // Written aside and renamed, so a run beside this one never opens half a file.
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

async function migratedPostgresTemplate(adminUrl: string, key: string): Promise<string> {
  const name = `glentia_template_${key}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    // Built under its own name and renamed when complete, so a crashed run leaves no half template.
    const building = `glentia_building_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    try {
      await runMigrations(database, migrationsFolder());
    } finally {
      await database.close();
    }
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      // A run beside this one finished the same template first: use theirs.
      await admin.query(`drop database if exists ${building} with (force)`);
      const again = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!again.rowCount) throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const key = migrationsKey();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [dump, template] = await Promise.all([
    migratedPgliteDump(key),
    adminUrl ? migratedPostgresTemplate(adminUrl, key) : Promise.resolve(''),
  ]);
  project.provide('pgliteDump', dump);
  project.provide('postgresTemplate', template);
}
