/**
 * The cache's keys belong to the contract areas: a write invalidates the keys it changes, and only
 * signing in or out (`refreshAfterSignInChange`, app/query-client.ts) asks for every answer again.
 * No cached answer is rewritten by walking data of unknown shape.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return path === join(SRC, 'test') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const filesWith = (pattern: RegExp) =>
  sourceFiles(SRC)
    .filter((path) => pattern.test(readFileSync(path, 'utf8')))
    .map((path) => relative(SRC, path));

describe('the query cache', () => {
  it('is asked again as a whole in one place only', () => {
    expect(filesWith(/\.(invalidateQueries|resetQueries|refetchQueries)\(\s*\)/)).toEqual([
      'app/query-client.ts',
    ]);
  });

  it('changes other queries only through keys, never by a predicate that rewrites data', () => {
    expect(filesWith(/setQueriesData[^(]*\(\s*\{\s*predicate/)).toEqual([]);
  });
});
