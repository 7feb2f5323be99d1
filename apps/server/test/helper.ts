/**
 * Builds a Glentia server on a fresh database for a test file, listening on a real port:
 * an in-memory PGlite, or — when TEST_DATABASE_URL is set — a new database on that PostgreSQL
 * server, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config/env.ts';
import { DEFAULT_WRITE_LIMITS, scaleWriteLimits } from '../src/config/write-limits.ts';
import { type Database, type OpenDatabaseOptions, openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { migrationsFolder } from '../src/lib/paths.ts';
import { type Answer, contractChecker, recordAnswers } from './support/openapi-contract.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases API tests run on: always PGlite, and PostgreSQL when the environment offers one. */
export function testDatabases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** The Redis server for tests of shared counters, when one is configured (CI sets it when Redis answers). */
export function testRedisUrls(): string[] {
  return process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [];
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  baseUrl: string;
  /** fetch against the server, with a device id header unless `device: null`. */
  request(pathname: string, init?: RequestInit & { device?: string | null }): Promise<Response>;
  /** Every answer the server sent so far, as it left it (checked against the OpenAPI document at close). */
  answers: Answer[];
  /** Closes the server and its database; fails when an answer broke the OpenAPI document. */
  close(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server at `adminUrl`, and how to drop it: empty, or a copy of
 * `template` (the migrated database global-setup.ts made).
 */
export async function createPostgresDatabase(
  adminUrl: string,
  template = '',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `glentia_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Runs every queued job (notification fan-out, pushes) to the end. The first pass waits for a
 * drain the background worker may have under way; the second catches what was queued after it.
 */
export async function settleJobs(server: TestServer): Promise<void> {
  await server.app.ctx.jobs.runDue();
  await server.app.ctx.jobs.runDue();
}

export interface TestServerExtras {
  /** Registers more routes before the server listens (e.g. routes that take a caller resolver). */
  beforeListen?: (app: FastifyInstance) => Promise<void>;
  /** Code-level options of the app that configuration cannot set (tests only). */
  appOptions?: Omit<BuildAppOptions, 'config' | 'database'>;
  /** How the database is opened (e.g. tighter PostgreSQL limits). */
  databaseOptions?: Pick<OpenDatabaseOptions, 'poolSize' | 'limits'>;
}

/**
 * The loopback ports of the local stand-ins a test configured for outside services (place search,
 * Instagram, FCM and its token URI, APNs, SMS): the outbound policy lets exactly these through, in tests only.
 */
export function standInPorts(config: Config): number[] {
  const urls = [
    config.places.url,
    config.translate.url,
    config.instagram.graphUrl,
    config.fcm.apiUrl,
    config.spotify.apiUrl,
    config.spotify.accountsUrl,
    config.apns?.origin ?? null,
    config.sms?.apiUrl ?? null,
  ];
  const account = config.fcm.serviceAccount;
  if (account?.trim().startsWith('{'))
    urls.push((JSON.parse(account) as { token_uri?: string }).token_uri ?? null);
  const ports = new Set<number>();
  for (const url of urls) {
    if (!url) continue;
    const parsed = new URL(url);
    if (parsed.hostname === '127.0.0.1' || parsed.hostname === '[::1]') ports.add(Number(parsed.port));
  }
  return [...ports].filter((port) => port > 0);
}

export async function startTestServer(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
  extras: TestServerExtras = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'glentia-test-'));
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, inject('postgresTemplate'));
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED: 'none' }),
    databaseUrl,
    webDistDir: path.join(dataDir, 'no-web-build'),
    publicCacheSeconds: 0,
    // One address makes every call of a test file: limits are far above it unless a test sets them.
    writeLimits: scaleWriteLimits(DEFAULT_WRITE_LIMITS, 100),
    ...overrides,
  };
  const database = await openDatabase({
    databaseUrl,
    dataDir: null,
    pgliteDump: inject('pgliteDump'),
    poolSize: 4,
    ...extras.databaseOptions,
  });
  // Both copies are already migrated: this only confirms it (or applies a migration they lack).
  await runMigrations(database, migrationsFolder());
  const app = await buildApp({
    config,
    database,
    ...extras.appOptions,
    outbound: { testLoopbackPorts: standInPorts(config), ...extras.appOptions?.outbound },
  });
  await extras.beforeListen?.(app);
  const answers = recordAnswers(app.server);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const deviceId = `test-device-${randomBytes(4).toString('hex')}`;

  return {
    app,
    database,
    config,
    baseUrl,
    request(pathname, init = {}) {
      const { device = deviceId, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (device) headers.set('x-device-id', device);
      return fetch(`${baseUrl}${pathname}`, { ...rest, headers });
    },
    answers,
    async close() {
      const problems = offContract(app, answers);
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
      if (problems.length > 0)
        throw new Error(`Answers that break the OpenAPI document:\n${problems.join('\n')}`);
    },
  };
}

/**
 * The answers that break the server's OpenAPI document (when it serves one), as a contract-testing
 * tool would find them: every API test file checks what it received on its way out.
 */
export function offContract(app: FastifyInstance, answers: Answer[]): string[] {
  if (!app.hasDecorator('swagger')) return [];
  const check = contractChecker(app.swagger() as unknown as Record<string, unknown>);
  return [...new Set(answers.flatMap(check))];
}

/** The `code` of an error answer. */
export async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as { code: string }).code;
}
