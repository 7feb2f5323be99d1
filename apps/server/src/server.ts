/** Starts Glentia: configuration, database (migrated and seeded), then the HTTP server. */
import { buildApp } from './app.ts';
import { type Config, isLoopbackAddress, loadConfig } from './config/env.ts';
import { DEMO_ACCOUNTS, type SeedSummary } from './db/seed/demo.ts';
import { prepareDatabase } from './startup/prepare.ts';

/**
 * The demo accounts' passwords, printed only where they may exist: a local start, which listens on
 * loopback alone. A public start seeds no account and says how to make the first admin.
 */
function demoAccountLines(seed: Config['seed'], seeded: SeedSummary | null): string[] {
  if (seed === 'demo-without-accounts' && seeded)
    return [
      '  No demo accounts (public address or interface). Make the first admin: npm run admin:create -- you@example.com',
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
  // React draws the first screens in its production build unless development was asked for: its
  // development build checks every drawing and is several times slower.
  process.env.NODE_ENV ??= 'production';
  const { database, seeded } = await prepareDatabase(config);
  const app = await buildApp({
    config,
    database,
    // Tests only (refused in production by loadConfig): the browser tests' page to import, and
    // their place-search stand-in on the same port.
    ...(config.importTestLoopbackPort
      ? {
          contributeFetchOptions: { testLoopbackPorts: [config.importTestLoopbackPort] },
          outbound: { testLoopbackPorts: [config.importTestLoopbackPort] },
        }
      : {}),
  });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    // Readiness says 503 at once; after the delay (for load balancers that poll it) new
    // connections are refused, requests in flight finish, then the job worker's running jobs.
    app.ctx.lifecycle.beginShutdown();
    app.log.info({ signal }, 'shutting down: not ready any more');
    if (config.shutdown.delayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, config.shutdown.delayMs));
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      app.close().then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), config.shutdown.timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    if (!finished) {
      app.log.warn(
        { timeoutMs: config.shutdown.timeoutMs },
        'requests or jobs still running after the shutdown timeout: closing their connections',
      );
      app.server.closeAllConnections();
    }
    await database.close();
    app.log.info('shut down');
    process.exit(0);
  };
  const onSignal = (signal: string) =>
    shutdown(signal).catch((error) => {
      console.error(error);
      process.exit(1);
    });
  process.on('SIGINT', () => void onSignal('SIGINT'));
  process.on('SIGTERM', () => void onSignal('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.ctx.names
    .warm()
    .catch((error) => app.log.warn({ err: error }, 'could not read the names search matches'));
  app.ctx.nights.warm().catch((error) => app.log.warn({ err: error }, "could not read the venues' nights"));
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  Γλέντια / Glentia is ready at ${config.publicUrl}  (${where}, started in ${Date.now() - startedAt} ms)`,
    seeded
      ? `  Demo data seeded: ${seeded.events} events, ${seeded.locations} venues, ${seeded.artists} artists.`
      : '  Using the existing data.',
    ...demoAccountLines(config.seed, seeded),
    ...(isLoopbackAddress(config.host)
      ? [
          `  Listening on ${config.host} only: other machines cannot reach it.`,
          '  To serve them, set PUBLIC_URL (or HOST=0.0.0.0): no demo accounts then (README, "Going live").',
        ]
      : []),
    ...(config.apiDocs ? [`  API documentation: ${config.publicUrl}/api/docs`] : []),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
