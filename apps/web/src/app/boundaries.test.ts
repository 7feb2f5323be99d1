/**
 * The web app's layers, read from its imports resolved to paths, so each rule holds however deep a
 * file sits: folders never import each other in a circle (a file directly in a feature folder
 * belongs to that feature), the layers below the features (lib, components, locales, stores,
 * config) import no feature and not the app, features do not import the app, features/events, the
 * events module every feature shares, imports no other feature, and no feature imports another's
 * lib/, stores/, utils/ or texts/. Biome's noRestrictedImports (biome.json) says much the same
 * from the written specifier, for the editor; this test is the one that sees every depth.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BELOW_FEATURES = ['lib', 'components', 'locales', 'stores', 'config'];
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Source files of the app (tests and test helpers are not part of its layers). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return path === join(SRC, 'test') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The folder a file belongs to: `features/<name>` for a feature, else its top folder. */
export function unitOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'features') return parts.slice(0, 2).join('/');
  return parts.length > 1 ? parts[0]! : '.';
}

/** A feature's own folders no other feature imports (features/events, shared by all, excepted). */
const PRIVATE_FOLDERS = ['lib', 'stores', 'utils', 'texts'];

type Edge = readonly [from: string, to: string];

/** Imports from the layers below the features into a feature or the app. */
export function upwardImports(edges: ReadonlyArray<Edge>): Edge[] {
  return edges.filter(
    ([from, to]) =>
      BELOW_FEATURES.includes(unitOf(from)) && (to.startsWith('features/') || to.startsWith('app/')),
  );
}

/** Imports of the app by a feature, and of another feature by features/events. */
export function sharedModuleImports(edges: ReadonlyArray<Edge>): Edge[] {
  return edges.filter(([from, to]) => {
    if (!from.startsWith('features/')) return false;
    if (to.startsWith('app/')) return true;
    return unitOf(from) === 'features/events' && to.startsWith('features/') && unitOf(to) !== unitOf(from);
  });
}

/** Imports of another feature's lib/, stores/, utils/ or texts/ (features/events' are shared). */
export function privateFolderImports(edges: ReadonlyArray<Edge>): Edge[] {
  return edges.filter(([from, to]) => {
    const [top, feature, folder] = to.split('/');
    return (
      from.startsWith('features/') &&
      top === 'features' &&
      feature !== 'events' &&
      unitOf(from) !== unitOf(to) &&
      PRIVATE_FOLDERS.includes(folder!)
    );
  });
}

/** Every import between files, as paths relative to src. */
function importEdges(): Array<[string, string]> {
  return sourceFiles(SRC).flatMap((path) => {
    const from = relative(SRC, path);
    return [...readFileSync(path, 'utf8').matchAll(SPECIFIER)].map((match): [string, string] => [
      from,
      relative(SRC, resolve(dirname(path), match[1]!)),
    ]);
  });
}

/** The groups of folders that import each other in a circle (Tarjan's strongly connected components). */
export function folderCycles(edges: ReadonlyArray<readonly [string, string]>): string[][] {
  const next = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    const [a, b] = [unitOf(from), unitOf(to)];
    if (a === b) continue;
    next.set(a, (next.get(a) ?? new Set()).add(b));
    if (!next.has(b)) next.set(b, new Set());
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (stack.includes(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('the web app’s boundaries', () => {
  const edges = importEdges();

  it('reads the imports it judges', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges).toContainEqual(['app/router.tsx', 'lib/i18n.ts']);
  });

  it('finds a circle between folders when there is one', () => {
    const circle: Array<[string, string]> = [
      ['features/a/components/x.tsx', 'features/b/api/y.ts'],
      ['features/b/api/y.ts', 'lib/z.ts'],
      ['lib/z.ts', 'features/a/hooks/w.ts'],
      ['lib/z.ts', 'stores/s.ts'],
    ];
    expect(folderCycles(circle)).toEqual([['features/a', 'features/b', 'lib']]);
  });

  it('counts a file directly in a feature folder as that feature’s', () => {
    const circle: Array<[string, string]> = [
      ['features/offline/saved-lists.ts', 'features/filters/event-query.ts'],
      ['features/filters/event-query.ts', 'features/offline/components/list.tsx'],
    ];
    expect(folderCycles(circle)).toEqual([['features/filters', 'features/offline']]);
  });

  it('has no circle between folders', () => {
    expect(folderCycles(edges)).toEqual([]);
  });

  it('keeps lib, components, locales, stores and config below the features and the app', () => {
    expect(upwardImports(edges)).toEqual([]);
  });

  it('keeps the shared events module free of every other feature, and features free of the app', () => {
    expect(sharedModuleImports(edges)).toEqual([]);
  });

  it('keeps each feature’s lib, stores, utils and texts to itself', () => {
    expect(privateFolderImports(edges)).toEqual([]);
  });

  it('finds each kind of wrong import, at any depth', () => {
    const wrong: Edge[] = [
      ['lib/deep/x.ts', 'features/search/api/y.ts'],
      ['components/card/z.tsx', 'app/router.tsx'],
      ['features/offline/saved-lists.ts', 'app/layout/drawer.tsx'],
      ['features/events/components/deep/card.tsx', 'features/favorites/api/toggle.ts'],
      ['features/offline/saved-lists.ts', 'features/filters/stores/filter-store.ts'],
      ['features/offline/components/list.tsx', 'features/filters/stores/filter-store.ts'],
      ['features/search/components/deep/x.tsx', 'features/profiles/texts/el.ts'],
    ];
    const fine: Edge[] = [
      ['lib/x.ts', 'stores/y.ts'],
      ['features/offline/saved-lists.ts', 'features/events/lib/when.ts'],
      ['features/offline/components/list.tsx', 'features/offline/stores/x.ts'],
      ['features/search/components/x.tsx', 'features/filters/components/filter-bar.tsx'],
      ['app/router.tsx', 'features/search/components/search-page.tsx'],
    ];
    expect(upwardImports([...wrong, ...fine])).toEqual([wrong[0], wrong[1]]);
    expect(sharedModuleImports([...wrong, ...fine])).toEqual([wrong[2], wrong[3]]);
    expect(privateFolderImports([...wrong, ...fine])).toEqual([wrong[4], wrong[5], wrong[6]]);
  });
});
