#!/usr/bin/env node
// `npm test`: type-checks and lints every workspace, builds the app (the browser tests drive the
// real build), runs every Vitest project (core, server, web, e2e) with a coverage summary, and ends
// with the totals line `N passed, N failed, N skipped`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';

const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };

// The browser tests are part of every run: without a browser the run stops here, with the command
// that installs it, rather than failing forty tests later.
if (!ensureChromium()) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const report = '.vitest-report.json';
const problems = [];

function step(name, command, args, extraEnv = {}, cwd = undefined) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv }, cwd });
  if (result.status !== 0) problems.push(name);
  return result.status === 0;
}

step('type-check (tsc --noEmit, every workspace)', 'npm', ['run', '--silent', 'typecheck']);
step('lint and format (biome)', 'npx', ['biome', 'check', '.']);
// The end-to-end build shows the cookie banner to the automated browser too (it hides from bots otherwise).
const built = step('build (web and server)', 'npm', ['run', '--silent', 'build'], {
  VITE_CONSENT_HIDE_FROM_BOTS: 'false',
});
if (built)
  step(
    'native shells (npx cap sync: the build into the iOS and Android projects)',
    'npx',
    ['cap', 'sync'],
    {},
    'apps/web',
  );

rmSync(report, { force: true });
// Coverage of the core, server and web code the tests ran (the browser journeys drive a built
// server in other processes, which V8 coverage here does not see).
const vitestArgs = [
  'vitest',
  'run',
  '--coverage',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];
// Without a build, every project but the browser journeys.
if (!built) vitestArgs.push('--project', '!e2e');
step('tests (vitest: core, server, web, e2e)', 'npx', vitestArgs);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests;
  skipped = results.numPendingTests + results.numTodoTests;
  // A test file that failed to load has no tests of its own; count it so it cannot hide.
  for (const file of results.testResults ?? []) {
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) failed++;
  }
} else {
  problems.push('test report missing');
}

if (problems.length) console.log(`\nFailed steps: ${problems.join(', ')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(problems.length || failed ? 1 : 0);
