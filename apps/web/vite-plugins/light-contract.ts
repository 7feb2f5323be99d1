/**
 * The API contract in the browser's bundle as its routes' methods and paths only. The web app
 * calls through `contract` (lib/api-client.ts `call`), which reads nothing else at run time, but
 * the real contract carries every route's zod schemas: zod and all the schemas would otherwise be
 * in every visitor's first download (about 50 KB Brotli). The table is made at build time from the
 * contract itself, so it cannot drift; types still come from the full contract.
 */
import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';

const CONTRACT_INDEX = fileURLToPath(
  new URL('../../../packages/core/src/contract/index.ts', import.meta.url),
);
const WEB_SOURCE = fileURLToPath(new URL('../src/', import.meta.url));

/** What the light table keeps of each route. */
const KEPT = new Set(['method', 'path']);

type Routes = Record<string, Record<string, { method: string; path: string }>>;

async function routeTable(): Promise<string> {
  const { module } = await runnerImport<{ contract: Routes }>(CONTRACT_INDEX, {
    configFile: false,
    logLevel: 'error',
  });
  const table = Object.fromEntries(
    Object.entries(module.contract).map(([area, routes]) => [
      area,
      Object.fromEntries(
        Object.entries(routes).map(([name, route]) => [name, { method: route.method, path: route.path }]),
      ),
    ]),
  );
  return JSON.stringify(table);
}

export function lightContract(): Plugin {
  let table: Promise<string> | null = null;
  return {
    name: 'glentia-light-contract',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== CONTRACT_INDEX) return null;
      table ??= routeTable();
      return table.then(
        (json) =>
          `export * from './define.ts';\nexport const contract = ${json};\nexport const contractRoutes = Object.values(contract).flatMap((area) => Object.values(area));\n`,
      );
    },
    // The light table has nothing but method and path: a screen reading more of a route (its
    // schemas) would work in tests and fail in the build, so the build refuses it.
    transform(code, id) {
      if (!id.startsWith(WEB_SOURCE)) return null;
      for (const match of code.matchAll(/\bcontract\.\w+\.\w+\.(\w+)/g)) {
        if (!KEPT.has(match[1] ?? '')) {
          this.error(`${id}: the browser's contract has only method and path, not "${match[1]}"`);
        }
      }
      return null;
    },
  };
}
