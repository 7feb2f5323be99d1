import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The `apps/server` folder, found from wherever this code runs (sources in tests, `dist/` when built). */
export function serverRoot(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@glentia/server')
      return folder;
    folder = path.dirname(folder);
  }
  throw new Error('Cannot find the @glentia/server folder');
}

/** Committed SQL migrations. */
export function migrationsFolder(): string {
  return path.join(serverRoot(), 'drizzle');
}

/** The repository root (two levels above `apps/server`). */
export function repositoryRoot(): string {
  return path.resolve(serverRoot(), '..', '..');
}
