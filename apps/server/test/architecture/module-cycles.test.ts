/**
 * Folder-level import cycles, which Biome's `noImportCycles` (file level) cannot see: module A's
 * service importing module B while B imports A again makes the two one knot. Only runtime imports
 * count (`import type` is erased by the compiler).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../../src/lib/paths.ts';

const source = path.join(serverRoot(), 'src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `modules/<name>` for a module's files (sub-folders included), else the top folder under src. */
function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : '.';
}

/** Runtime imports between folders: `from` folder → `to` folder → the file-level edges behind it. */
function folderGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  const statement = /^(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.[^']+)';/gms;
  for (const full of sourceFiles(source)) {
    const file = path.relative(source, full);
    for (const [, specifier] of readFileSync(full, 'utf8').matchAll(statement)) {
      const target = path.relative(source, path.resolve(path.dirname(full), specifier!));
      const edge = `${file} -> ${target}`;
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from === to) continue;
      const targets = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, targets.set(to, [...(targets.get(to) ?? []), edge]));
    }
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

describe('server folders', () => {
  it('have no runtime import cycle between modules', () => {
    const graph = folderGraph();
    const modulesOnly = new Map(
      [...graph]
        .filter(([from]) => from.startsWith('modules/'))
        .map(([from, targets]) => [from, new Map([...targets].filter(([to]) => to.startsWith('modules/')))]),
    );
    const knots = cycles(modulesOnly).map((group) =>
      group.flatMap((from) => group.flatMap((to) => modulesOnly.get(from)?.get(to) ?? [])),
    );
    expect(knots).toEqual([]);
  });

  it('keep lib, db and config below the modules and plugins', () => {
    const upward = [...folderGraph()]
      .filter(([from]) => ['lib', 'db', 'config'].includes(from))
      .flatMap(([, targets]) =>
        [...targets].filter(([to]) => to.startsWith('modules/') || to === 'plugins').flatMap(([, e]) => e),
      );
    expect(upward).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const knot = new Map([
      ['modules/a', new Map([['modules/b', ['a -> b']]])],
      ['modules/b', new Map([['modules/a', ['b -> a']]])],
    ]);
    expect(cycles(knot)).toEqual([['modules/a', 'modules/b']]);
  });
});
