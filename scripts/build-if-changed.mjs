// `npm start`'s build step: builds the web app and the server unless the last build was made from
// exactly these sources, this lockfile and these build settings, in which case it says so and
// reuses it. The fingerprint (a SHA-256 of every source file's path and content, the lockfile and
// the environment variables a build reads) is written beside the build output, inside
// apps/web/dist-ssr, which every `npm run build` empties first: a build made any other way (the
// test run's, with its own settings) leaves no fingerprint, so the next start builds again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a build reads besides its source files: the app's build-time settings. */
export const BUILD_ENV = /^(VITE_|NODE_ENV$)/;

/** Folders that are no source: dependencies, build output, the phone projects, data. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'data',
  'coverage',
  'shots',
  'bench-results',
  'android',
  'ios',
  '.git',
]);

/** Where the sources are, from the repository's root. */
const SOURCES = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages',
  'apps/web',
  'apps/server',
];

/** The files the build would read, as sorted paths relative to `root`. */
export function sourceFiles(root, sources = SOURCES) {
  const files = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (SKIPPED.has(entry.name) || entry.name.endsWith('.log')) continue;
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) files.push(child);
    }
  };
  for (const source of sources) {
    const absolute = path.join(root, source);
    if (!existsSync(absolute)) continue;
    if (statSync(absolute).isDirectory()) walk(source);
    else files.push(source);
  }
  return files.map((file) => file.split(path.sep).join('/')).sort();
}

/** The fingerprint of a build from these sources and this environment. */
export function buildFingerprint(root, env = process.env, sources = SOURCES) {
  const hash = createHash('sha256');
  for (const file of sourceFiles(root, sources)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  const settings = Object.keys(env)
    .filter((name) => BUILD_ENV.test(name))
    .sort()
    .map((name) => `${name}=${env[name]}`);
  hash.update(`env\0${settings.join('\0')}`);
  return hash.digest('hex');
}

/**
 * Builds unless the stored fingerprint matches and every output is there. Returns what it did:
 * `reused` or `built`; throws when the build fails.
 */
export function buildIfChanged({
  root,
  env = process.env,
  sources = SOURCES,
  stamp = 'apps/web/dist-ssr/build-fingerprint.txt',
  outputs = ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js', 'apps/server/dist/server.js'],
  build = ['npm', ['run', 'build']],
  log = console.log,
}) {
  const fingerprint = buildFingerprint(root, env, sources);
  const stampFile = path.join(root, stamp);
  const stored = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
  const complete = outputs.every((output) => existsSync(path.join(root, output)));
  if (stored === fingerprint && complete) {
    log('Glentia: the sources have not changed since the last build; starting that build.');
    return 'reused';
  }
  log(
    stored === null || !complete
      ? 'Glentia: building the web app and the server…'
      : 'Glentia: the sources have changed since the last build; building again…',
  );
  const [command, args] = build;
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status ?? result.signal})`);
  // Taken again: a build that writes into the sources (none should) is not rebuilt on every start.
  writeFileSync(stampFile, `${buildFingerprint(root, env, sources)}\n`);
  return 'built';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    buildIfChanged({ root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..') });
  } catch (error) {
    console.error(`Glentia: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
