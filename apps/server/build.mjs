// Bundles the server's entry points into dist/ with esbuild. Workspace code (@glentia/core) is
// bundled in; npm dependencies stay external and load from node_modules.
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@glentia/'));

await build({
  entryPoints: ['src/server.ts', 'src/seed-large.ts', 'src/admin-create.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __glentiaRequire } from 'node:module'; const require = __glentiaRequire(import.meta.url);",
  },
});

// The embedded database's thread is plain JavaScript loaded by path (src/db/pglite-thread.ts):
// it sits beside the bundle, as it sits beside its loader in the sources.
copyFileSync(
  new URL('./src/db/pglite-thread.worker.mjs', import.meta.url),
  new URL('./dist/pglite-thread.worker.mjs', import.meta.url),
);
