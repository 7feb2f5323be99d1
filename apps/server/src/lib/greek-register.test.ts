/**
 * The texts the server writes (errors, notifications, e-mails, link previews, demo ads) speak to
 * the reader in the informal singular: a file that says "Δοκιμάστε" or "σας" fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formalGreekWords } from '@glentia/core';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Demo event descriptions are written as a venue writing to all its guests ("Σας περιμένουμε!",
 * "Ελάτε"), a plural audience rather than the app's voice.
 */
const AUDIENCE_PLURAL = new Set(['db/seed/words.ts']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The Greek in string literals and templates of a file (comments say why, in English). */
function greekStrings(source: string): string[] {
  return [...source.matchAll(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g)]
    .map((match) => match[0])
    .filter((text) => /\p{Script=Greek}/u.test(text));
}

describe('server texts in Greek', () => {
  const files = sourceFiles(SOURCE).filter((file) => !AUDIENCE_PLURAL.has(path.relative(SOURCE, file)));

  it('reads the source', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(greekStrings(readFileSync(path.join(SOURCE, 'lib/errors.ts'), 'utf8')).length).toBeGreaterThan(0);
  });

  it('uses the informal singular everywhere', () => {
    const formal = files.flatMap((file) =>
      greekStrings(readFileSync(file, 'utf8'))
        .map((text) => ({ file: path.relative(SOURCE, file), words: formalGreekWords(text) }))
        .filter((found) => found.words.length > 0),
    );
    expect(formal).toEqual([]);
  });
});
