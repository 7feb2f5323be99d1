/**
 * One owner per table: each table of db/schema.ts belongs to one module, and only that module's
 * `*.repository.ts` files import it or name it in SQL. Every other module asks the owner's service.
 * Outside repositories (and db/ itself: migrations, client, seed) no file runs SQL at all, and a
 * service passes no repository function through: it exports operations of its own (constants and
 * row types may be re-exported).
 *
 * Names imported from db/schema.ts that are not tables (row and JSON types such as
 * `EventRevisionFields`) are allowed anywhere: they describe data, they do not reach the database.
 * Colocated `*.test.ts` files are not checked: a test may read any table to see what happened.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { getViewConfig, PgDialect, PgTable, PgView } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { serverRoot } from '../../src/lib/paths.ts';

/** The owning module of every table (ARCHITECTURE.md, "Table owners", lists the same). */
const owners: Record<string, string> = {
  users: 'users',
  userIdentities: 'users',
  refreshTokens: 'auth',
  emailTokens: 'auth',
  loginFailures: 'auth',
  devices: 'devices',
  settings: 'settings',
  locations: 'locations',
  artists: 'artists',
  artistAccounts: 'artists',
  eventSeries: 'series',
  events: 'events',
  eventArtists: 'events',
  eventRevisions: 'events',
  eventViews: 'events',
  eventViewCounts: 'events',
  eventReports: 'reports',
  favorites: 'favorites',
  calendarFeeds: 'feeds',
  follows: 'follows',
  notifications: 'notifications',
  jobs: 'jobs',
  ads: 'ads',
  adEvents: 'ads',
  eventTranslations: 'translations',
  consentLogs: 'consent',
  socialPosts: 'social-posts',
  appMeta: 'app-meta',
  eventSources: 'sources',
  sourceEvents: 'sources',
  claims: 'claims',
  digestSends: 'digest',
};

/**
 * Read models: views a module publishes over its own tables for the others to join in one query
 * (an event's venue and artists in lists, search, feeds). Any repository may read them; the owner
 * keeps their columns.
 */
const readModels: Record<string, string> = {
  venueSummaries: 'locations',
  artistSummaries: 'artists',
  eventFacts: 'events',
  favoriteCounts: 'favorites',
};

/**
 * Repositories that still reach another module's tables, each with the tables it borrows and why.
 * The list may only shrink: the test fails when an entry is no longer needed.
 */
const borrowed: Record<string, string[]> = {};

const source = path.join(serverRoot(), 'src');

const tables = Object.entries(schema)
  .filter(([, value]) => is(value, PgTable))
  .map(([name, value]) => ({ name, sqlName: getTableName(value as PgTable) }));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The files checked, relative to src/, without db/ (the schema, migrations, client and seed). */
const files = sourceFiles(source)
  .map((full) => ({ file: path.relative(source, full), text: readFileSync(full, 'utf8') }))
  .filter(({ file }) => !file.startsWith('db/'));

const moduleOf = (file: string) => (file.startsWith('modules/') ? file.split('/')[1] : undefined);
const isRepository = (file: string) => file.endsWith('.repository.ts');

/** Named imports and re-exports of db/schema.ts, `import type` included. */
function schemaImports(text: string): string[] {
  const statement = /^(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'[./]+\/db\/schema(?:\.ts)?';/gm;
  return [...text.matchAll(statement)].flatMap(([, names]) =>
    names!
      .split(',')
      .map((name) =>
        name
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim(),
      )
      .filter(Boolean),
  );
}

/** The text inside every sql`…` template. */
function sqlTexts(text: string): string[] {
  return [...text.matchAll(/\bsql`((?:[^`\\]|\\.)*)`/g)].map(([, body]) => body!);
}

/** Tables a file reaches: imported from the schema, or named after from/join/into/update in SQL. */
function tablesReached(text: string): string[] {
  const imported = schemaImports(text).filter((name) => name in owners);
  const named = sqlTexts(text).flatMap((body) =>
    tables
      .filter(({ sqlName }) => new RegExp(`\\b(?:from|join|into|update)\\s+${sqlName}\\b`, 'i').test(body))
      .map(({ name }) => name),
  );
  return [...new Set([...imported, ...named])].sort();
}

describe('table owners', () => {
  it('name an owner for every table of the schema', () => {
    expect(tables.map(({ name }) => name).sort()).toEqual(Object.keys(owners).sort());
  });

  it('name an owner for every read model, which reads only its own tables', () => {
    const views = Object.entries(schema).filter(([, value]) => is(value, PgView)) as Array<[string, PgView]>;
    expect(views.map(([name]) => name).sort()).toEqual(Object.keys(readModels).sort());
    const foreign = views.flatMap(([name, view]) => {
      const query = getViewConfig(view).query;
      const text = query ? new PgDialect().sqlToQuery(query).sql : '';
      return tablesReached(`sql\`${text}\``)
        .filter((table) => owners[table] !== readModels[name])
        .map((table) => `${name}: ${table}`);
    });
    expect(foreign).toEqual([]);
  });

  it('are the only modules whose repositories reach their tables', () => {
    const strays = files.flatMap(({ file, text }) =>
      tablesReached(text)
        .filter((table) => !(isRepository(file) && moduleOf(file) === owners[table]))
        .filter((table) => !borrowed[file]?.includes(table))
        .map((table) => `${file}: ${table} (owned by modules/${owners[table]})`),
    );
    expect(strays).toEqual([]);
  });

  it('list only borrowings that are still there', () => {
    const stale = Object.entries(borrowed).flatMap(([file, names]) => {
      const reached = tablesReached(files.find((f) => f.file === file)?.text ?? '');
      return names.filter((name) => !reached.includes(name)).map((name) => `${file}: ${name}`);
    });
    expect(stale).toEqual([]);
  });

  it('leave SQL to repositories', () => {
    const query = /\b(?:db|tx|trx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|query)\b/;
    const drizzle = /^import\s+(?!type\s)[^;]*from\s+'drizzle-orm(?:\/[^']*)?';/m;
    const outside = files
      .filter(({ file }) => !isRepository(file))
      .filter(({ text }) => /\bsql`/.test(text) || query.test(text) || drizzle.test(text))
      .map(({ file }) => file);
    expect(outside).toEqual([]);
  });

  it('have services that export named operations, not their repository functions', () => {
    const reexport = /^export\s+\{([^}]*)\}\s+from\s+'\.\/[^']+\.repository\.ts';/gm;
    const passed = files
      .filter(({ file }) => !isRepository(file))
      .flatMap(({ file, text }) =>
        [...text.matchAll(reexport)].flatMap(([, names]) =>
          names!
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name && !name.startsWith('type ') && !/^[A-Z_]+$/.test(name))
            .map((name) => `${file}: ${name}`),
        ),
      );
    expect(passed).toEqual([]);
  });

  it('see a table imported or named in SQL', () => {
    const text =
      "import { artists, type LocationMetaData } from '../../db/schema.ts';\nsql`delete from jobs`";
    expect(tablesReached(text)).toEqual(['artists', 'jobs']);
  });
});
