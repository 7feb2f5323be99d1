/**
 * The server's imports as paths, for the architecture tests: every relative import of every source
 * file (tests excluded), resolved against the importing file, so a rule about folders holds however
 * deep a file sits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../../src/lib/paths.ts';

/** One import: both ends relative to src/, and whether it is erased at compile time (`import type`). */
export interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
}

export const source = path.join(serverRoot(), 'src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const STATEMENT = /^(?:import|export)\s+(type\s)?[^;]*?from\s+'(\.[^']+)';/gms;

/** The imports of one file's text, `file` being its path relative to src/. */
export function importsIn(file: string, text: string): ImportEdge[] {
  return [...text.matchAll(STATEMENT)].map(([, type, specifier]) => ({
    from: file,
    to: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier!)),
    typeOnly: !!type,
  }));
}

/** Every import of the server's source files. */
export function serverImports(): ImportEdge[] {
  return sourceFiles(source).flatMap((full) =>
    importsIn(path.relative(source, full).split(path.sep).join('/'), readFileSync(full, 'utf8')),
  );
}

/** `modules/<name>` for a module's files (sub-folders included), else the top folder under src. */
export function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : '.';
}

/** How an import reads in a failure: `from -> to`. */
export const shown = (edge: ImportEdge) => `${edge.from} -> ${edge.to}`;
