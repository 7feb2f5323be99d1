/**
 * Boundaries between the server's modules, read from resolved import paths, so they hold however
 * deep a file sits (Biome's noRestrictedImports in biome.json only sees the written specifier):
 * outside a module, nothing imports its repository; other modules, the composing plugins and
 * app.ts go through its service or its other files.
 */
import { describe, expect, it } from 'vitest';
import { folderOf, type ImportEdge, serverImports, shown } from './imports.ts';

/** Repositories that another module's repository still imports (none today). */
const KNOWN: ReadonlySet<string> = new Set<string>([]);

/** Imports of a module's repository from outside that module (type-only imports included). */
function repositoryReachedFromOutside(edges: readonly ImportEdge[]): string[] {
  return edges
    .filter((edge) => edge.to.startsWith('modules/') && edge.to.endsWith('.repository.ts'))
    .filter((edge) => folderOf(edge.from) !== folderOf(edge.to))
    .map(shown);
}

const edge = (from: string, to: string, typeOnly = false): ImportEdge => ({ from, to, typeOnly });

describe('server module boundaries', () => {
  const edges = serverImports();

  it('keep every repository inside its module', () => {
    expect(repositoryReachedFromOutside(edges).filter((found) => !KNOWN.has(found))).toEqual([]);
  });

  it('allow only imports that are still there', () => {
    const present = new Set(repositoryReachedFromOutside(edges));
    expect([...KNOWN].filter((known) => !present.has(known))).toEqual([]);
  });

  it('find a repository imported from another module at any depth', () => {
    const imports = [
      edge('modules/events/imports/import.service.ts', 'modules/series/series.repository.ts'),
      edge('modules/events/imports/import.service.ts', 'modules/events/events.repository.ts'),
      edge('modules/events/events.service.ts', 'modules/series/series.service.ts'),
      edge('plugins/auth.ts', 'modules/users/users.repository.ts', true),
      edge('modules/contribute.routes.ts', 'modules/places/places.repository.ts'),
    ];
    expect(repositoryReachedFromOutside(imports)).toEqual([
      'modules/events/imports/import.service.ts -> modules/series/series.repository.ts',
      'plugins/auth.ts -> modules/users/users.repository.ts',
      'modules/contribute.routes.ts -> modules/places/places.repository.ts',
    ]);
  });
});
