import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Every test of the repository, in one run: `npm test` reads its totals from here. */
export default defineConfig({
  test: {
    // Test files at once. Vitest's default is one fewer than the cores: a single file at a time on
    // a 2-core machine, where the server's files spend most of their time waiting on their database
    // (its own thread, or the PostgreSQL server) and its answers. Three at a time there (the browser
    // journeys still run one by one, after the rest).
    maxWorkers: Math.max(3, availableParallelism() - 1),
    // `npm test` turns it on (--coverage): V8's own counters, so the run stays about as fast, and
    // only a summary per kind (statements, branches, functions, lines) in the output.
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts', 'apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
      reporter: ['text-summary'],
      reportOnFailure: true,
    },
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts', 'scripts/**/*.test.mjs'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
