import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfChanged } from './build-if-changed.mjs';

/** A build that appends a line to its output each time it runs, as `npm run build` fills dist. */
const BUILD = [
  process.execPath,
  [
    '-e',
    "const fs = require('node:fs'); fs.mkdirSync('out', { recursive: true }); fs.appendFileSync('out/app.js', 'built\\n');",
  ],
];

describe('npm start’s build step', () => {
  let root;
  let lines;
  const start = (env = {}) =>
    buildIfChanged({
      root,
      env: { PATH: process.env.PATH, ...env },
      sources: ['package-lock.json', 'apps'],
      stamp: 'out/fingerprint.txt',
      outputs: ['out/app.js'],
      build: BUILD,
      log: (line) => lines.push(line),
    });
  const builds = () => readFileSync(path.join(root, 'out/app.js'), 'utf8').split('\n').filter(Boolean).length;

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'glentia-start-'));
    lines = [];
    mkdirSync(path.join(root, 'apps/web/src'), { recursive: true });
    writeFileSync(path.join(root, 'apps/web/src/main.tsx'), 'export const a = 1;\n');
    writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion": 3}\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds the first time, then reuses the build while nothing has changed, and says so', () => {
    expect(start()).toBe('built');
    expect(start()).toBe('reused');
    expect(start()).toBe('reused');
    expect(builds()).toBe(1);
    expect(lines.at(-1)).toMatch(/have not changed since the last build/);
  });

  it('builds again when a source file, a new file or the lockfile changes', () => {
    start();
    writeFileSync(path.join(root, 'apps/web/src/main.tsx'), 'export const a = 2;\n');
    expect(start()).toBe('built');
    expect(lines.at(-1)).toMatch(/have changed since the last build/);
    writeFileSync(path.join(root, 'apps/web/src/extra.ts'), 'export {};\n');
    expect(start()).toBe('built');
    writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion": 3, "packages": {}}\n');
    expect(start()).toBe('built');
    expect(start()).toBe('reused');
    expect(builds()).toBe(4);
  });

  it('builds again for other build settings (a test build’s VITE_ variables), and ignores other variables', () => {
    start();
    expect(start({ VITE_CONSENT_HIDE_FROM_BOTS: 'false' })).toBe('built');
    expect(start({ VITE_CONSENT_HIDE_FROM_BOTS: 'false', PORT: '4000' })).toBe('reused');
    expect(start()).toBe('built');
    expect(builds()).toBe(3);
  });

  it('builds again when the build was replaced by another without a fingerprint, or its output is missing', () => {
    start();
    rmSync(path.join(root, 'out/fingerprint.txt'));
    expect(start()).toBe('built');
    rmSync(path.join(root, 'out/app.js'));
    expect(start()).toBe('built');
    expect(builds()).toBe(1);
  });

  it('fails when the build fails, and keeps no fingerprint of it', () => {
    const failing = () =>
      buildIfChanged({
        root,
        env: { PATH: process.env.PATH },
        sources: ['apps'],
        stamp: 'out/fingerprint.txt',
        outputs: ['out/app.js'],
        build: [process.execPath, ['-e', 'process.exit(3)']],
        log: () => undefined,
      });
    expect(failing).toThrow(/exit 3/);
    expect(start()).toBe('built');
  });
});
