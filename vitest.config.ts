import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const SERVER_TESTS = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
/** Server test files that replace a module (`vi.mock`): each gets modules of its own. */
const SERVER_TESTS_REPLACING_MODULES = ['apps/server/test/auth/no-enumeration.test.ts'];
const SERVER_TEST_SETUP = {
  globalSetup: ['apps/server/test/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

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
      {
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          // Pure functions: a worker's files share its loaded modules.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          include: SERVER_TESTS,
          exclude: [...configDefaults.exclude, ...SERVER_TESTS_REPLACING_MODULES],
          // The files of a worker share its loaded modules instead of importing the whole server
          // again for each (every file starts its own servers and databases, and none changes the
          // process's globals or environment).
          isolate: false,
          ...SERVER_TEST_SETUP,
        },
      },
      { test: { name: 'server-mocks', include: SERVER_TESTS_REPLACING_MODULES, ...SERVER_TEST_SETUP } },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // Each file gets fresh modules, as a fresh page would: some remember for the page's life
          // what they did (a drawing adopted, a language sent), and their tests rely on it.
          // Shared, the project ran in 25 s instead of 180, but files failed in shuffled orders.
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // After-each hooks in the order written, the shared setup's first: what a test rendered
          // is unmounted before a file's own hooks end its session or reset its stores, which a
          // part still mounted would answer (a request sent into the next test).
          sequence: { hooks: 'list' },
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
