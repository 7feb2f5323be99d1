/**
 * Folder-level import cycles and layers, which Biome's `noImportCycles` (file level) cannot see:
 * module A's service importing module B while B imports A again makes the two one knot. Only
 * runtime imports count (`import type` is erased by the compiler).
 *
 * The layers, lowest first: config, lib, db, http (what routes are built with: `route`, the caller
 * checks, errors, the device), the modules, then what composes them (plugins/,
 * modules/contribute.routes.ts, startup/, and app.ts with the other files directly in src/).
 * A folder imports only from its own layer or below.
 */
import { describe, expect, it } from 'vitest';
import { folderOf, type ImportEdge, serverImports, shown } from './imports.ts';

/** Imports that break the layers for now, each with the file that holds it (none today). */
const KNOWN: ReadonlySet<string> = new Set<string>([]);

/**
 * Modules that reached into each other's tables until their knot was cut, each pair now one way:
 * the first may import the second, never the reverse (the reason beside each).
 */
const ONE_WAY: ReadonlyArray<readonly [string, string]> = [
  // The events module decides what a report means for its event; the reports module keeps reports.
  ['events', 'reports'],
  // A night deleted on its own is announced through events.hooks.ts, registered by app.ts.
  ['series', 'events'],
  // Events present their favourite counts and decide which events may be saved; favorites keeps saves.
  ['events', 'favorites'],
  // Follows check a topic through the venue_summaries and artist_summaries read models.
  ['artists', 'follows'],
  ['locations', 'follows'],
  // Registrations are the devices module's rows; push registers and sends through its service.
  ['push', 'devices'],
  ['push', 'settings'],
  ['push', 'notifications'],
];

const LAYERS: ReadonlyArray<ReadonlyArray<string>> = [
  ['config'],
  ['lib'],
  ['db'],
  ['http'],
  ['modules/*'],
  ['modules', 'plugins'],
  ['startup'],
  ['.'],
];

function layerOf(folder: string): number {
  const name = folder.startsWith('modules/') ? 'modules/*' : folder;
  const layer = LAYERS.findIndex((names) => names.includes(name));
  if (layer < 0) throw new Error(`src/${folder} is in no layer: add it to LAYERS`);
  return layer;
}

/** Runtime imports between folders: `from` folder → `to` folder → the file-level edges behind it. */
function folderGraph(edges: readonly ImportEdge[]): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const edge of edges) {
    const [from, to] = [folderOf(edge.from), folderOf(edge.to)];
    if (from === to || edge.typeOnly || KNOWN.has(shown(edge))) continue;
    const targets = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, targets.set(to, [...(targets.get(to) ?? []), shown(edge)]));
  }
  return graph;
}

/** Strongly connected groups of more than one folder (Tarjan). */
function cycles(graph: Map<string, Map<string, string[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, low.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The file-level imports behind each knot of folders. */
function knots(edges: readonly ImportEdge[]): string[][] {
  const graph = folderGraph(edges);
  return cycles(graph).map((group) =>
    group.flatMap((from) => group.flatMap((to) => graph.get(from)?.get(to) ?? [])),
  );
}

/** Runtime imports from a folder to one in a higher layer. */
function upward(edges: readonly ImportEdge[]): string[] {
  return edges
    .filter((edge) => !edge.typeOnly && !KNOWN.has(shown(edge)))
    .filter((edge) => layerOf(folderOf(edge.to)) > layerOf(folderOf(edge.from)))
    .map(shown);
}

const edge = (from: string, to: string, typeOnly = false): ImportEdge => ({ from, to, typeOnly });

describe('server folders', () => {
  const edges = serverImports();

  it('reads the imports they judge', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges).toContainEqual(edge('app.ts', 'modules/auth/auth.plugin.ts'));
  });

  it('have no runtime import cycle between any two folders', () => {
    expect(knots(edges)).toEqual([]);
  });

  it('keep the knots that were cut one way', () => {
    const backwards = edges
      .filter((edge) => !edge.typeOnly)
      .filter((edge) =>
        ONE_WAY.some(
          ([from, to]) => folderOf(edge.from) === `modules/${to}` && folderOf(edge.to) === `modules/${from}`,
        ),
      )
      .map(shown);
    expect(backwards).toEqual([]);
  });

  it('import only from their own layer or below', () => {
    expect(upward(edges)).toEqual([]);
  });

  it('allow only imports that are still there', () => {
    const present = new Set(edges.map(shown));
    expect([...KNOWN].filter((known) => !present.has(known))).toEqual([]);
  });

  it('finds a cycle when there is one, at any depth', () => {
    const knot = [
      edge('modules/a/a.service.ts', 'modules/b/deep/b.ts'),
      edge('modules/b/deep/b.ts', 'http/route.ts'),
      edge('http/route.ts', 'modules/a/a.service.ts'),
      edge('lib/x.ts', 'db/client.ts', true),
      edge('db/client.ts', 'lib/x.ts'),
    ];
    expect(cycles(folderGraph(knot))).toEqual([['http', 'modules/a', 'modules/b']]);
    expect(knots(knot)).toEqual([
      [
        'http/route.ts -> modules/a/a.service.ts',
        'modules/a/a.service.ts -> modules/b/deep/b.ts',
        'modules/b/deep/b.ts -> http/route.ts',
      ],
    ]);
  });

  it('finds an import that reaches up a layer', () => {
    const wrong = [
      edge('http/auth.ts', 'modules/users/users.repository.ts'),
      edge('lib/image-store/x.ts', 'db/client.ts'),
      edge('lib/context.ts', 'modules/jobs/jobs.worker.ts', true),
      edge('modules/a/a.routes.ts', 'http/route.ts'),
      edge('plugins/web.ts', 'modules/previews/previews.html.ts'),
    ];
    expect(upward(wrong)).toEqual([
      'http/auth.ts -> modules/users/users.repository.ts',
      'lib/image-store/x.ts -> db/client.ts',
    ]);
  });
});
