/**
 * One way to check access (ARCHITECTURE.md "Access model"): every decision of who may do what is
 * made in core's permissions (packages/core/src/rules/permissions.ts). The server's services ask it
 * through `requireAccess` (lib/access.ts), the route's access level through `authorize`
 * (http/auth.ts), and the web app through `useActor`/`<Can>` (lib/authorization.tsx). Anywhere
 * else a comparison of roles or owners is a second rule that will drift from the first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../../src/lib/paths.ts';

const repository = path.resolve(serverRoot(), '../..');
const ROOTS = ['packages/core/src', 'apps/server/src', 'apps/web/src'];

/** The files that make or carry the decisions: where the comparisons below belong. */
const DECIDERS = new Set([
  'packages/core/src/rules/permissions.ts',
  'apps/server/src/lib/access.ts',
  'apps/web/src/lib/authorization.tsx',
]);

/** What a decision made on the spot looks like. */
const FORBIDDEN: Array<[RegExp, string]> = [
  [/\broles\s*(?:\?\.|\.)\s*(?:includes|some|indexOf|find|every)\(\s*['"]/, 'a role looked up by name'],
  [/\brole\s*[!=]==\s*['"]|['"](?:admin|partner)['"]\s*[!=]==\s*\w*role\b/, 'a role compared by name'],
  [/\bis(?:Admin|Partner)\(/, 'a role asked for instead of a permission (ask `can`)'],
  [/\bpartnerId\s*[!=]==|[!=]==\s*[\w.?]*\bpartnerId\b/, "a venue's partner compared with the caller"],
  [
    /\bpublishedFrom\b[^\n;]*[!=]==|[!=]==[^\n;]*\bpublishedFrom\b/,
    "an event's uploader compared with the caller",
  ],
  [
    /\b(?:caller|actor)\??\.id\s*[!=]==|[!=]==\s*(?:caller|actor)\??\.id\b/,
    'an owner compared with the caller',
  ],
  [/\brequest\.caller\??\.roles\b/, 'roles read from a token the route has not verified'],
  [/\bassertCan[A-Z]\w*\(|\.policy\.ts['"]/, 'a policy wrapper beside core’s permissions'],
];

/** Files that read a stored role without deciding anything about a request, each with its reason. */
const READS_ROLES_ONLY = new Map([
  // Promotes an account to admin from the command line: whether it already is one.
  ['apps/server/src/modules/users/create-admin.ts', /\bis(?:Admin|Partner)\(/],
]);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const source = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return source ? [full] : [];
  });
}

/** Every `file:line: what` where a decision is made outside the deciders. */
function decisionsOutsideCore(): string[] {
  const found: string[] = [];
  for (const root of ROOTS) {
    for (const full of sourceFiles(path.join(repository, root))) {
      const file = path.relative(repository, full);
      if (DECIDERS.has(file)) continue;
      const lines = readFileSync(full, 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (/^\s*(?:\/\/|\*|\/\*)/.test(line)) return;
        for (const [pattern, what] of FORBIDDEN) {
          if (READS_ROLES_ONLY.get(file)?.source === pattern.source) continue;
          if (pattern.test(line)) found.push(`${file}:${index + 1}: ${what}`);
        }
      });
    }
  }
  return found;
}

describe('access decisions', () => {
  it('are made in core’s permissions only', () => {
    expect(decisionsOutsideCore()).toEqual([]);
  });

  it('are found by this check when made elsewhere', () => {
    const samples = [
      "if (user.roles.includes('admin')) return;",
      "skip: (request) => request.caller?.roles.includes('admin') ?? false,",
      'const mine = venue.partnerId === caller.id;',
      'if (event.publishedFrom?.toLowerCase() === name) edit();',
      'const admin = isAdmin(caller);',
      "import { assertCanChangeEvent } from './events.policy.ts';",
    ];
    for (const sample of samples) {
      expect(
        FORBIDDEN.some(([pattern]) => pattern.test(sample)),
        sample,
      ).toBe(true);
    }
  });
});
