/** Starts Glentia: configuration, database (migrated and seeded), then the HTTP server. */
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config/env.ts';
import { prepareDatabase } from './db/prepare.ts';
import { DEMO_ACCOUNTS, type SeedSummary } from './db/seed/demo.ts';

/**
 * The demo accounts' passwords, printed only where they may exist: a local start or an explicit
 * SEED=demo-with-accounts. A public start seeds no account and says how to make the first admin.
 */
function demoAccountLines(seed: Config['seed'], seeded: SeedSummary | null): string[] {
  if (seed === 'demo-without-accounts' && seeded)
    return [
      '  No demo accounts (public address). Make the first admin: npm run admin:create -- you@example.com',
    ];
  if (seed !== 'demo' || (seeded && seeded.accounts.length === 0)) return [];
  return [
    '  Demo accounts:',
    ...DEMO_ACCOUNTS.map(
      (account) => `    ${account.role.padEnd(8)} ${account.email.padEnd(22)} password: ${account.password}`,
    ),
  ];
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadConfig();
  const { database, seeded } = await prepareDatabase(config);
  const app = await buildApp({
    config,
    database,
    // Tests only (refused in production by loadConfig): the browser tests' page to import.
    ...(config.importTestLoopbackPort
      ? { contributeFetchOptions: { testLoopbackPorts: [config.importTestLoopbackPort] } }
      : {}),
  });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  Γλέντια / Glentia is ready at ${config.publicUrl}  (${where}, started in ${Date.now() - startedAt} ms)`,
    seeded
      ? `  Demo data seeded: ${seeded.events} events, ${seeded.locations} venues, ${seeded.artists} artists.`
      : '  Using the existing data.',
    ...demoAccountLines(config.seed, seeded),
    ...(config.apiDocs ? [`  API documentation: ${config.publicUrl}/api/docs`] : []),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
