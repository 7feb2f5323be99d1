#!/usr/bin/env node
// `npm run bench`: measures Glentia's public reads against a bare Fastify route started the same
// way on the same machine, so the ratio means the same anywhere. Reports requests/s and p50/p99
// latency (autocannon, 50 connections) of the first screen, the events list and search, server memory (RSS), cold start, and the gzipped size of
// the home route's first-load JavaScript. Writes bench-results/latest.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
};

function startProcess(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.resume();
  return child;
}

async function waitFor(url, child, startedAt) {
  while (Date.now() - startedAt < 120_000) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return Date.now() - startedAt;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer`);
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** wrk, when the machine has it (`apt-get install wrk`): a C client that is not itself the limit for large bodies. */
function loadWithWrk(url, headers = {}) {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (probe.error) return null;
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const out = spawnSync('wrk', [...args, url], { encoding: 'utf8' }).stdout ?? '';
  const ms = (label) => {
    const m = out.match(new RegExp(`${label}%\\s+([\\d.]+)(us|ms|s)`));
    if (!m) return null;
    const value = Number(m[1]);
    return m[2] === 'us' ? value / 1000 : m[2] === 's' ? value * 1000 : value;
  };
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
  return { rps: Math.round(rps), p50: ms('50'), p99: ms('99') };
}

async function load(url, headers = {}) {
  // A short warm-up so caches and JIT are in their steady state.
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function homeFirstLoadJs() {
  const dist = path.join(root, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) files.add(m[1]);
  let gzip = 0;
  for (const file of files) gzip += gzipSync(readFileSync(path.join(dist, file.replace(/^\//, '')))).length;
  return { files: [...files], gzipKb: Math.round((gzip / 1024) * 10) / 10 };
}

async function measureGlentia(dataDir, port, label) {
  const startedAt = Date.now();
  const server = startProcess(['apps/server/dist/server.js'], {
    DATA_DIR: dataDir,
    PORT: String(port),
    SEED: 'none',
  });
  const base = `http://127.0.0.1:${port}`;
  const coldStartMs = await waitFor(`${base}/api/public/initialize`, server, startedAt);
  const headers = {
    'accept-encoding': 'gzip',
    'x-device-id': 'bench-device-0001',
    'x-device-name': 'autocannon',
  };
  const initialize = await load(`${base}/api/public/initialize`, headers);
  const list = await load(`${base}/api/public/glentia`, headers);
  // Search is never cached: every request runs the trigram queries (a common word, then two words
  // with a typo, in Greeklish).
  const search = {
    common: await load(`${base}/api/public/search?q=${encodeURIComponent('λύρα')}`, headers),
    typo: await load(`${base}/api/public/search?q=${encodeURIComponent('rakadoko lyra')}`, headers),
  };
  const wrk = {
    initialize: loadWithWrk(`${base}/api/public/initialize`, headers),
    list: loadWithWrk(`${base}/api/public/glentia`, headers),
  };
  const memory = rssMb(server.pid);
  const count = (await (await fetch(`${base}/api/public/glentia?limit=1000`)).json()).length;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  const sizes = {};
  for (const [name, path] of [
    ['initialize', '/api/public/initialize'],
    ['list', '/api/public/glentia'],
  ]) {
    const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
    sizes[name] = Math.round((await response.arrayBuffer()).byteLength / 1024);
  }
  return { label, coldStartMs, initialize, list, search, wrk, sizes, memoryMb: memory, listSize: count };
}

async function main() {
  run('npm', ['run', '--silent', 'build']);
  const demoDir = path.join(root, 'data/bench-demo');
  const largeDir = path.join(root, 'data/bench-large');
  if (!existsSync(path.join(largeDir, 'pglite')))
    run('node', ['apps/server/dist/seed-large.js'], { DATA_DIR: largeDir });
  if (!existsSync(path.join(demoDir, 'pglite'))) {
    // Seed the demo data set (400+ events) by starting once with SEED=demo.
    const seeding = startProcess(['apps/server/dist/server.js'], {
      DATA_DIR: demoDir,
      PORT: '3901',
      SEED: 'demo',
    });
    await waitFor('http://127.0.0.1:3901/api/public/initialize', seeding, Date.now());
    seeding.kill('SIGTERM');
    await new Promise((r) => seeding.once('exit', r));
  }

  const bare = startProcess(['scripts/bench-bare.mjs'], { PORT: '3900' });
  await waitFor('http://127.0.0.1:3900/', bare, Date.now());
  const baseline = await load('http://127.0.0.1:3900/');
  const baselineWrk = loadWithWrk('http://127.0.0.1:3900/');
  bare.kill('SIGTERM');

  const demo = await measureGlentia(demoDir, 3902, 'demo data (400+ events)');
  const large = await measureGlentia(largeDir, 3903, 'large data (20,000 events)');
  const js = homeFirstLoadJs();

  const ratio = (r) => `${((r.rps / baseline.rps) * 100).toFixed(0)} %`;
  const rows = [
    ['bare Fastify hello', baseline, '100 %'],
    [`initialize, ${demo.label}`, demo.initialize, ratio(demo.initialize)],
    [`events list, ${demo.label}`, demo.list, ratio(demo.list)],
    [`initialize, ${large.label}`, large.initialize, ratio(large.initialize)],
    [`events list, ${large.label}`, large.list, ratio(large.list)],
    [`search «λύρα», ${large.label}`, large.search.common, ratio(large.search.common)],
    [`search «rakadoko lyra», ${large.label}`, large.search.typo, ratio(large.search.typo)],
  ];
  console.log(
    `\n${connections} connections, ${duration} s each, on ${process.arch} with ${(await import('node:os')).cpus().length} cores\n`,
  );
  console.log('| route | requests/s | of bare | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [name, r, of] of rows)
    console.log(`| ${name} | ${r.rps} | ${of} | ${r.p50} | ${r.p99} | ${r.errors} |`);
  console.log('');
  for (const m of [demo, large]) {
    console.log(
      `${m.label}: cold start ${m.coldStartMs} ms, RSS after load ${m.memoryMb.rss} MB (peak ${m.memoryMb.peak} MB), default list ${m.listSize} events`,
    );
  }
  console.log(`home route first-load JavaScript: ${js.gzipKb} KB gzipped (${js.files.length} files)`);

  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench-results/latest.json'),
    `${JSON.stringify({ at: new Date().toISOString(), connections, duration, baseline, baselineWrk, demo, large, homeJs: js }, null, 2)}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
