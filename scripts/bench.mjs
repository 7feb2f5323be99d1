#!/usr/bin/env node
// `npm run bench`: measures Glentia against a bare Fastify route started the same way on the same
// machine, so the ratio means the same anywhere. Prints, and writes to bench-results/latest.json:
// - API requests/s and p50/p99 latency (wrk, or autocannon where wrk is missing; 50 connections,
//   gzip accepted) of the timeline's first window, the map, the events list, one event, search and
//   initialize, on the demo data, at 20,000 and (BENCH_SETS) 100,000 events, next to bare Fastify;
// - uncached latency (p50/p99) of the same reads: one request at a time, each a question the cache
//   has not seen (another day, another event, another search word), and of 200 searches more after
//   those (BENCH_SEARCH_STEADY_RUNS), whose p99 is a percentile rather than the slowest of 40;
// - payload sizes (raw, gzip, Brotli) of those answers;
// - cold start (process start → first answer) and RSS at start, right after the load and once
//   settled (15 s idle), on the demo data and at 20,000 events on PGlite;
// - JavaScript of a first visit (Brotli bytes, counted until the network is idle) on a phone;
// - Lighthouse (mobile preset, simulated slow 4G, median of 3) on the public pages, for a visitor
//   and for a signed-in user (user@glentia.gr) whose session the browser has stored;
// - the schedule widget other websites load (/embed.js): its Brotli size, against its 15 KB budget.
// BENCH_SECONDS (default 10) sets each load's length; BENCH_LIGHTHOUSE_RUNS (default 3) the runs;
// BENCH_LIGHTHOUSE_CPU_SLOWDOWN (default 4, the preset's) how much slower than this machine the
// phone's CPU is taken to be: 8 shows on this machine what the preset sees on one half as fast.
// BENCH_LIGHTHOUSE_HOST_SLOWDOWN=n stands this machine in for one n times slower running the
// preset: Lighthouse then really slows the page's CPU 4×n times (its DevTools throttling, the
// network left unthrottled) instead of reckoning 4× from a trace taken at full speed, so the app's
// slices of work stay as short as they would be there (React yields every 5 ms of the time it
// sees). Its TBT is that machine's; its FCP and LCP, with no network throttling, are not.
// BENCH_ONLY=first-visit measures only the first visit's JavaScript (on the demo data);
// BENCH_ONLY=lighthouse only the Lighthouse rows (BENCH_LIGHTHOUSE_VISITS=visitor or signed-in:
// only those; =without-app: only the drawn pages with the app's scripts kept from loading, what
// the page itself costs a phone); BENCH_ONLY=widget only the widget's script (after the build);
// BENCH_ONLY=main-thread what a start costs the main thread, load by load, visitor and signed in
// (bench-main-thread.mjs; BENCH_MAIN_THREAD_RUNS loads each, default 5; the blocking reckoned at
// BENCH_LIGHTHOUSE_CPU_SLOWDOWN; BENCH_MAIN_THREAD_HOST_SLOWDOWN, default 1, really slows the
// page's CPU that many times first, to stand in for a slower machine under Lighthouse's 4×).
// BENCH_SETS (default "demo,20k") picks the data sets: "demo,20k,100k" adds 100,000 events, seeded
// once into data/bench-100k (`SEED_EVENTS=100000`; 45 min of wall clock on a busy 2-core machine,
// 4 min of CPU), and kept for later runs like the others; a list without "demo" leaves out the demo
// and its page measurements (first visit, Lighthouse).
// BENCH_POSTGRES="20k=postgres://…,100k=postgres://…" runs those sets on PostgreSQL instead of
// PGlite: each database seeded beforehand (`DATABASE_URL=… SEED_EVENTS=100000 npm run seed:large`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { measureMainThread, printMainThread, storedSession } from './bench-main-thread.mjs';

const root = path.resolve(import.meta.dirname, '..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const lighthouseCpuSlowdown = Number(process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN ?? 4);
const lighthouseHostSlowdown = Number(process.env.BENCH_LIGHTHOUSE_HOST_SLOWDOWN ?? 1);
/** The preset's throttling, or the slower machine's as BENCH_LIGHTHOUSE_HOST_SLOWDOWN asks. */
const lighthouseThrottling =
  lighthouseHostSlowdown === 1
    ? { throttling: { cpuSlowdownMultiplier: lighthouseCpuSlowdown } }
    : {
        throttlingMethod: 'devtools',
        throttling: {
          cpuSlowdownMultiplier: lighthouseCpuSlowdown * lighthouseHostSlowdown,
          requestLatencyMs: 0,
          downloadThroughputKbps: 0,
          uploadThroughputKbps: 0,
        },
      };
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const connections = 50;
/** How long the server is left idle after the load before its RSS is read again. */
const SETTLE_MS = 15_000;
/**
 * The server as `npm start` starts it: its settings (`NAME=value` before `node`) and its node flags
 * are part of what is measured.
 */
const startWords = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  .scripts.start.split(' && ')
  .at(-1)
  .split(' ');
const startSettings = Object.fromEntries(
  startWords.slice(0, startWords.indexOf('node')).map((word) => word.split('=')),
);
const serverArgs = startWords.slice(startWords.indexOf('node') + 1);
const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
};

function startProcess(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    // As deployed: libraries (React's server drawing) run their production builds.
    env: {
      ...startSettings,
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.resume();
  return child;
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

async function waitFor(url, child, startedAt) {
  while (Date.now() - startedAt < 180_000) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return Date.now() - startedAt;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer`);
}

function rssMb(pid) {
  const status = spawnSync('cat', [`/proc/${pid}/status`], { encoding: 'utf8' }).stdout;
  const kb = (key) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/**
 * The load generator: wrk when the machine has it (`apt-get install -y wrk`), else autocannon.
 * autocannon runs in Node and, on two cores, is the bottleneck itself on answers of tens of KB:
 * at 20,000 events it reached 1,700 requests/s on the timeline's first window (48 KB gzip) while
 * the server stayed three quarters idle; wrk, one thread, took the same answer at 18,000–30,000.
 */
const loadTool = spawnSync('wrk', ['--version']).error ? 'autocannon' : 'wrk';

async function load(url, headers = {}) {
  const measure = loadTool === 'wrk' ? wrkLoad : autocannonLoad;
  // A short warm-up so caches and JIT are in their steady state.
  await measure(url, headers, 2);
  return measure(url, headers, duration);
}

async function autocannonLoad(url, headers, seconds) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** wrk with one thread (one core for the load, the other for the server), as its report reads. */
async function wrkLoad(url, headers, seconds) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const child = spawn('wrk', [...args, url], { stdio: ['ignore', 'pipe', 'inherit'] });
  let report = '';
  child.stdout.on('data', (chunk) => {
    report += chunk;
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`wrk ${url} exited with ${code}`);
  const ms = (percent) => {
    const [, value, unit] = report.match(new RegExp(`\\s${percent}%\\s+([\\d.]+)(us|ms|s)`)) ?? [];
    if (!value) throw new Error(`wrk's report has no ${percent}% latency:\n${report}`);
    return Math.round(Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit] * 100) / 100;
  };
  const count = (pattern) => Number(report.match(pattern)?.[1] ?? 0);
  const socketErrors = report.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    rps: Math.round(count(/Requests\/sec:\s+([\d.]+)/)),
    p50: ms(50),
    p99: ms(99),
    errors:
      count(/Non-2xx or 3xx responses: (\d+)/) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const brotli = (buffer) =>
  brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Raw, gzip and Brotli sizes of an answer (compressed here, so the figures do not depend on what the server sends). */
async function sizeOf(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) return null;
  const body = Buffer.from(await response.arrayBuffer());
  return {
    rawKb: kb(body.length),
    gzipKb: kb(gzipSync(body, { level: 6 }).length),
    brotliKb: kb(brotli(body)),
  };
}

/** A year from today, as the contract's longest range. */
const addYear = () => new Date(Date.now() + 364 * 86_400_000).toISOString().slice(0, 10);

/** The ids the page measurements open: an upcoming event with a venue and an artist. */
async function pickIds(base) {
  const list = await (await fetch(`${base}/api/public/glentia?limit=200`)).json();
  const events = Array.isArray(list) ? list : (list.events ?? []);
  const withBoth = events.find(
    (e) => (e.location || e.locationId) && (e.artists?.length || e.artistIds?.length),
  );
  const event = withBoth ?? events[0];
  const full = await (await fetch(`${base}/api/public/glentia/${event.id}`)).json();
  return { event: full.id, location: full.location?.id, artist: full.artists?.[0]?.id };
}

const api = (ids) => [
  // What the app's timeline asks for first: the week ahead (fewer days when they hold over 300
  // glentia), as light summaries.
  ['timeline first window (summaries)', '/api/public/glentia/summary?days=7'],
  // The map's places for the whole island at its first zoom: cells of venues, crowded ones as groups.
  ['map (venues with counts)', '/api/public/glentia/places'],
  // The map as a list, nearest first from the middle of Heraklion: a page of 30 venues.
  ['map list (nearest first)', '/api/public/glentia/places/list?near=35.34,25.13'],
  // The full-shape list of the public API (descriptions included), 200 events unless asked.
  ['events list (default)', '/api/public/glentia'],
  ['one event', `/api/public/glentia/${ids.event}`],
  ['search "λύρα" (a common word)', `/api/public/search?q=${encodeURIComponent('λύρα')}`],
  ['initialize', '/api/public/initialize'],
  // A page of venues with their profiles, by name: the same size whatever the island holds.
  ['venues (a page by name)', '/api/public/locations'],
];

/** Search words for the uncached runs: common words, Greeklish, typos, names. */
const SEARCH_WORDS = [
  'λύρα',
  'xania',
  'rakadiko',
  'rakadko',
  'γλέντι',
  'λαούτο',
  'irakleio',
  'ρεθυμνο',
  'psiloritis',
  'μαντινάδες',
  'kritiko glenti',
  'σφακιά',
];

/** How many venues the public list holds (pages of 500, the most it gives). */
async function countVenues(base) {
  let count = 0;
  for (;;) {
    const page = await (await fetch(`${base}/api/public/locations?limit=500&offset=${count}`)).json();
    count += page.length;
    if (page.length < 500) return count;
  }
}

/** Each read asked one way the cache has not seen yet: the i-th asks a new day, event or word. */
function uncachedPaths(ids, eventIds, today, venueCount) {
  const day = (i) => new Date(Date.parse(today) + i * 86_400_000).toISOString().slice(0, 10);
  return {
    'timeline first window (summaries)': (i) => `/api/public/glentia/summary?from=${day(i)}&days=7`,
    'map (venues with counts)': (i) => `/api/public/glentia/places?from=${day(i)}`,
    'map list (nearest first)': (i) => `/api/public/glentia/places/list?near=35.34,25.13&from=${day(i)}`,
    'events list (default)': (i) => `/api/public/glentia?from=${day(i)}`,
    'one event': (i) => `/api/public/glentia/${eventIds[i % eventIds.length] ?? ids.event}`,
    // The same words again with another page size: a question the cache has not seen, and still
    // the words people type (a number added to a word made it a two-word search of phone numbers).
    search: (i) =>
      `/api/public/search?q=${encodeURIComponent(SEARCH_WORDS[i % SEARCH_WORDS.length])}&limit=${20 + Math.floor(i / SEARCH_WORDS.length)}`,
    // A page that starts inside the list (past its end the answer is empty, and fast), one venue
    // shorter each time round it, so that each is still a question of its own.
    'venues (a page by name)': (i) =>
      `/api/public/locations?offset=${(i * 7) % venueCount}&limit=${200 - Math.floor((i * 7) / venueCount)}`,
  };
}

/**
 * One GET on a connection kept open, timed to its answer's last byte. With node:http rather than
 * fetch: on a search the cache answered (60 KB, gzip), fetch added 1.4 ms at the median and 5–10 ms
 * at p99 of its own on this 2-core machine (its streams and its gunzip), time the server does not
 * spend (250 of each, alternated, 2026-12-02).
 */
const latencyAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function timedGet(url) {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const request = http.get(url, { agent: latencyAgent, headers: { 'accept-encoding': 'gzip' } });
    request.on('error', reject);
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode >= 200 && response.statusCode < 300) resolve(performance.now() - startedAt);
        else reject(new Error(`${url} answered ${response.statusCode}`));
      });
    });
  });
}

/**
 * One request at a time, each a cache miss: p50 and p99 of `n` (p99 of 40 is nearly the slowest),
 * from the `from`-th question on.
 */
async function uncachedLatency(base, pathOf, n, from = 0) {
  const times = [];
  for (let i = from; i < from + n; i++) times.push(await timedGet(`${base}${pathOf(i)}`));
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(n - 1, Math.floor(q * n))] * 10) / 10;
  return { n, p50: at(0.5), p99: at(0.99) };
}

const UNCACHED_RUNS = Number(process.env.BENCH_UNCACHED_RUNS ?? 40);
/**
 * Searches asked after the first UNCACHED_RUNS, for a p99 that is not the slowest of 40: a
 * percentile of 200 answers, once the first of each word (its code's first run, its pages' first
 * reads) are behind. Search has questions enough (twelve words, each with any page size up to 200).
 */
const SEARCH_STEADY_RUNS = Number(process.env.BENCH_SEARCH_STEADY_RUNS ?? 200);

/** The sets BENCH_POSTGRES runs on PostgreSQL, with their databases' addresses. */
const postgresSets = new Map(
  (process.env.BENCH_POSTGRES ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
);

async function measureGlentia(dataDir, port, label, { lighthouse, databaseUrl = '' }) {
  const startedAt = Date.now();
  const server = startProcess(serverArgs, {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    SEED: 'none',
    // The signed-in Lighthouse runs sign in once each.
    AUTH_RATE_LIMIT: '1000',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const coldStartMs = await waitFor(`${base}/api/public/initialize`, server, startedAt);
    const startMemory = rssMb(server.pid);
    const ids = await pickIds(base);
    const headers = {
      'accept-encoding': 'gzip',
      'x-device-id': 'bench-device-0001',
      'x-device-name': loadTool,
    };
    const rates = {};
    const sizes = {};
    // Uncached first, on a fresh process: each request a question the cache has not seen.
    const uncached = {};
    const list = await (await fetch(`${base}/api/public/glentia?limit=${UNCACHED_RUNS}`)).json();
    const paths = uncachedPaths(
      ids,
      (Array.isArray(list) ? list : (list.events ?? [])).map((event) => event.id),
      new Date().toISOString().slice(0, 10),
      await countVenues(base),
    );
    for (const [name, pathOf] of Object.entries(paths))
      uncached[name] = await uncachedLatency(base, pathOf, UNCACHED_RUNS);
    if (SEARCH_STEADY_RUNS > 0)
      uncached[`search, the ${SEARCH_STEADY_RUNS} after those`] = await uncachedLatency(
        base,
        paths.search,
        SEARCH_STEADY_RUNS,
        UNCACHED_RUNS,
      );
    for (const [name, route] of api(ids)) {
      sizes[name] = await sizeOf(`${base}${route}`);
      rates[name] = await load(`${base}${route}`, headers);
    }
    // A summary without a window: one window at most since a year's was 53.8 MB at 100,000 events.
    const summary = await sizeOf(`${base}/api/public/glentia/summary?to=${addYear()}`);
    if (summary) sizes['summary without a window, a year asked (one window)'] = summary;
    const memory = rssMb(server.pid);
    // What the process comes back to once idle: V8 collects the garbage of a large answer (the
    // map's whole range at 20,000 events leaves some 120 MB) on its own within a few seconds.
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const settled = rssMb(server.pid);
    const pages = lighthouse ? await measurePages(base, ids) : null;
    return { label, coldStartMs, startMemory, memory, settled, rates, uncached, sizes, ids, pages };
  } finally {
    await stop(server);
  }
}

/** The demo user's account, as the bench's signed-in visits use it. */
const BENCH_USER = { email: 'user@glentia.gr', password: 'glentia-user' };

/**
 * Signs the demo user in and stores the session in the browser at `port` as the app keeps it
 * (localStorage `state.user`), on a page of the site that loads none of the app, so the run that
 * follows is a first load with a stored session. Each run signs in afresh: a refresh token is
 * single-use, and the app may spend it.
 */
async function storeSession(port, origin) {
  const session = await storedSession(origin, BENCH_USER);
  const { chromium: browserType } = await import('playwright-core');
  const browser = await browserType.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/robots.txt`);
    // As the app keeps it: beside the session, the cookie that tells the server this browser keeps
    // something (apps/web/src/lib/kept-on-device.ts), or its page would be drawn as a first visit's.
    await page.context().addCookies([{ name: 'glentia_kept', value: '1', url: origin }]);
    await page.evaluate((value) => localStorage.setItem('state.user', value), session);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's mobile preset (Moto G Power, slow 4G, 4× CPU) on each public page, median of the runs
 * by score; `signedIn`: with the demo user's session stored in the browser (Lighthouse then keeps
 * the browser's storage, which starts empty but for that session).
 */
async function lighthousePage(url, { signedIn = false, withoutApp = false } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs = [];
  // A run Lighthouse itself could not record (NO_NAVSTART, a trace it could not read: it says "run
  // Lighthouse again") is run again, at most three times in all, instead of counting as a zero.
  for (let i = 0, failed = 0; i < lighthouseRuns; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromium,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      if (signedIn) await storeSession(chrome.port, new URL(url).origin);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...lighthouseThrottling,
        ...(signedIn ? { disableStorageReset: true } : {}),
        // The drawn page alone: app-start.js asks for every module of the app, so without it
        // nothing of the app loads.
        ...(withoutApp ? { blockedUrlPatterns: ['*/app-start.js'] } : {}),
      });
      if (result.lhr.runtimeError && failed < 3) {
        failed++;
        i--;
        console.log(
          `Lighthouse could not measure ${url} (${result.lhr.runtimeError.code}); running it again`,
        );
        continue;
      }
      const audits = result.lhr.audits;
      runs.push({
        score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
        fcp: Math.round(audits['first-contentful-paint'].numericValue),
        lcp: Math.round(audits['largest-contentful-paint'].numericValue),
        tbt: Math.round(audits['total-blocking-time'].numericValue),
        cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      });
    } finally {
      await chrome.kill();
    }
  }
  const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return {
    score: median('score'),
    fcp: median('fcp'),
    lcp: median('lcp'),
    tbt: median('tbt'),
    cls: median('cls'),
    runs,
  };
}

/**
 * The JavaScript a phone downloads on its first visit to a page (`route`, the home page unless
 * named), until the network is idle once the visitor has touched the page and the app has taken it
 * over: each script's Brotli size (compressed here at quality 11, as the build precompresses), so
 * the figure is the same whichever encoding the server chose, and the headers each came with.
 * `locale` is the phone's language, which picks the texts the app downloads.
 */
async function firstVisitJs(base, locale, route = '/') {
  const { chromium: browserType } = await import('playwright-core');
  const browser = await browserType.launch({ executablePath: chromium, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({
      locale,
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    });
    const page = await context.newPage();
    const scripts = [];
    // What the app starts once the first screen's downloads are over and the page has been quiet
    // (app/startup/start-engage.ts: the cookie library, the service worker) comes after the first
    // download: its files are counted apart, from the first of them on.
    let extrasStarted = false;
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if (/\/start-engage-[^/]*\.js$/.test(response.url())) extrasStarted = true;
      const extra = extrasStarted;
      scripts.push(
        Promise.all([response.body(), response.request().sizes()])
          .then(([body, sizes]) => ({
            url: response.url(),
            brotli: brotli(body),
            headers: sizes.responseHeadersSize,
            extra,
          }))
          .catch(() => null),
      );
    });
    let inFlight = 0;
    let lastActivity = Date.now();
    const settle = () => {
      inFlight--;
      lastActivity = Date.now();
    };
    page.on('request', () => {
      inFlight++;
      lastActivity = Date.now();
    });
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    const quietFor = async (ms) => {
      while (inFlight > 0 || Date.now() - lastActivity < ms) await page.waitForTimeout(100);
    };
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    // A first visit's app starts with the visitor's first touch (app-start.js): a tap on the
    // heading, then the network is idle again (nothing asked for in 500 ms) once the app has
    // taken the page over and fetched what it asks for after.
    await page.getByRole('heading', { level: 1 }).first().tap();
    await page.locator('#root:not([data-first-screen])').waitFor({ state: 'attached' });
    await quietFor(500);
    // Then the extras, which start at the latest 10 s after the page's load.
    const waitedFrom = Date.now();
    while (!extrasStarted && Date.now() - waitedFrom < 15_000) await page.waitForTimeout(100);
    await quietFor(1000);
    const files = (await Promise.all(scripts)).filter(Boolean);
    const sum = (list, key) => list.reduce((total, f) => total + f[key], 0);
    const first = files.filter((f) => !f.extra);
    const extras = files.filter((f) => f.extra);
    const [brotliBytes, headerBytes] = [sum(first, 'brotli'), sum(first, 'headers')];
    return {
      route,
      locale,
      files: first.length,
      brotliKb: kb(brotliBytes),
      headersKb: kb(headerBytes),
      withHeadersKb: kb(brotliBytes + headerBytes),
      extras: { files: extras.length, withHeadersKb: kb(sum(extras, 'brotli') + sum(extras, 'headers')) },
      list: files,
    };
  } finally {
    await browser.close();
  }
}

/** The five public pages the page measurements load: [name, path]. */
const publicPages = (ids) => [
  ['/', '/'],
  ['/glentia', '/glentia'],
  ['/glentia/{id}', `/glentia/${ids.event}`],
  ['/location/{id}', `/location/${ids.location}`],
  ['/artist/{id}', `/artist/${ids.artist}`],
];

async function measurePages(base, ids, { firstVisit = true, visits = 'all' } = {}) {
  if (!['all', 'visitor', 'signed-in', 'without-app'].includes(visits))
    throw new Error(
      `BENCH_LIGHTHOUSE_VISITS is "all", "visitor", "signed-in" or "without-app", not "${visits}"`,
    );
  const paths = publicPages(ids);
  const js = firstVisit ? await firstVisits(base, ids) : null;
  const lighthouse = {};
  const signedIn = {};
  const withoutApp = {};
  for (const [name, route] of paths) {
    const url = `${base}${route}`;
    if (visits === 'all' || visits === 'visitor') lighthouse[name] = await lighthousePage(url);
    if (visits === 'all' || visits === 'signed-in')
      signedIn[name] = await lighthousePage(url, { signedIn: true });
    if (visits === 'without-app') withoutApp[name] = await lighthousePage(url, { withoutApp: true });
  }
  return { js, lighthouse, signedIn, withoutApp };
}

/**
 * A first visit to the home page from a Greek phone (the default language) and one from an English
 * one, and one to the event page the Lighthouse rows load (`pickIds`) from a Greek phone.
 */
async function firstVisits(base, ids) {
  return [
    await firstVisitJs(base, 'el-GR'),
    await firstVisitJs(base, 'en-US'),
    await firstVisitJs(base, 'el-GR', `/glentia/${ids.event}`),
  ];
}

const printFirstVisit = (visits) => {
  for (const js of visits)
    console.log(
      `\nfirst visit of ${js.route} on a phone (${js.locale}): ${js.brotliKb} KB of JavaScript (Brotli, ${js.files} files) and ${js.headersKb} KB of their headers, ${js.withHeadersKb} KB in all, until the network is idle after the first touch; then the extras once the page is quiet, ${js.extras.withHeadersKb} KB with headers (${js.extras.files} files)`,
    );
};

/** The most the widget's script may weigh, Brotli-compressed (README "Widget for your website"). */
const WIDGET_BUDGET_KB = 15;

/** The widget's script as the build wrote it (`apps/web/dist/embed.js`), raw and Brotli-compressed. */
function widgetScript() {
  const body = readFileSync(path.join(root, 'apps/web/dist/embed.js'));
  const size = { rawKb: kb(body.length), brotliKb: kb(brotli(body)), budgetKb: WIDGET_BUDGET_KB };
  console.log(
    `
schedule widget /embed.js: ${size.brotliKb} KB Brotli (${size.rawKb} KB raw), budget ${WIDGET_BUDGET_KB} KB`,
  );
  if (size.brotliKb > WIDGET_BUDGET_KB) {
    process.exitCode = 1;
    console.log(`the widget's script is over its ${WIDGET_BUDGET_KB} KB budget`);
  }
  return size;
}

/** `BENCH_ONLY=first-visit`: the demo data's server, one first visit, nothing else. */
async function measureFirstVisitOnly(demoDir) {
  const server = startProcess(serverArgs, {
    DATA_DIR: demoDir,
    PORT: '3904',
    SEED: 'none',
  });
  try {
    await waitFor('http://127.0.0.1:3904/api/public/initialize', server, Date.now());
    const visits = await firstVisits('http://127.0.0.1:3904', await pickIds('http://127.0.0.1:3904'));
    for (const js of visits) {
      console.log(`\n${js.route}, ${js.locale}:`);
      for (const file of js.list.sort((a, b) => b.brotli - a.brotli))
        console.log(`${kb(file.brotli)} KB  ${file.url}${file.extra ? '  (extra, once quiet)' : ''}`);
    }
    printFirstVisit(visits);
  } finally {
    await stop(server);
  }
}

/**
 * The demo data's server alone, for the page measurements: `measure(base, ids)` runs against it, and
 * the machine's state is printed before what it prints.
 */
async function withDemoServer(demoDir, measure) {
  const base = 'http://127.0.0.1:3905';
  const server = startProcess(serverArgs, {
    DATA_DIR: demoDir,
    PORT: '3905',
    SEED: 'none',
    AUTH_RATE_LIMIT: '1000',
  });
  try {
    await waitFor(`${base}/api/public/initialize`, server, Date.now());
    const print = await measure(base, await pickIds(base));
    console.log(
      `\n${new Date().toISOString()}, ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    print();
  } finally {
    await stop(server);
  }
}

/** `BENCH_ONLY=lighthouse`: the demo data's server and the Lighthouse rows, nothing else. */
const measureLighthouseOnly = (demoDir) =>
  withDemoServer(demoDir, async (base, ids) => {
    const pages = await measurePages(base, ids, {
      firstVisit: false,
      visits: process.env.BENCH_LIGHTHOUSE_VISITS ?? 'all',
    });
    return () => printLighthouse(pages);
  });

/** `BENCH_ONLY=main-thread`: the start's main-thread work, load by load (bench-main-thread.mjs). */
const measureMainThreadOnly = (demoDir) =>
  withDemoServer(demoDir, async (base, ids) => {
    const settings = {
      runs: Number(process.env.BENCH_MAIN_THREAD_RUNS ?? 5),
      slowdown: lighthouseCpuSlowdown,
      hostSlowdown: Number(process.env.BENCH_MAIN_THREAD_HOST_SLOWDOWN ?? 1),
    };
    const rows = await measureMainThread(base, publicPages(ids), {
      ...settings,
      user: BENCH_USER,
      executablePath: chromium,
    });
    return () => printMainThread(rows, settings);
  });

function printLighthouse({ lighthouse, signedIn, withoutApp }) {
  const cpu =
    lighthouseHostSlowdown !== 1
      ? `, standing in for a machine ${lighthouseHostSlowdown}× slower: the page's CPU really slowed ${lighthouseCpuSlowdown * lighthouseHostSlowdown}×, the network not throttled (read TBT; FCP and LCP are not the preset's)`
      : lighthouseCpuSlowdown === 4
        ? ''
        : `, CPU ${lighthouseCpuSlowdown}× slower instead of 4×`;
  console.log(`\nLighthouse ${lighthouseRuns}× mobile preset${cpu}, median (demo data)\n`);
  console.log('| page | visit | score | FCP ms | LCP ms | TBT ms | CLS |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const [visit, results] of [
    ['visitor', lighthouse],
    ['signed in', signedIn],
    ['visitor, without the app', withoutApp],
  ])
    for (const [page, r] of Object.entries(results))
      console.log(`| \`${page}\` | ${visit} | ${r.score} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} |`);
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') run('npm', ['run', '--silent', 'build']);
  if (process.env.BENCH_ONLY === 'widget') return void widgetScript();
  const demoDir = path.join(root, 'data/bench-demo');
  const largeDir = path.join(root, 'data/bench-large');
  const hugeDir = path.join(root, 'data/bench-100k');
  const sets = (process.env.BENCH_SETS ?? 'demo,20k').split(',');
  const firstVisitOnly = process.env.BENCH_ONLY === 'first-visit';
  const lighthouseOnly = ['lighthouse', 'main-thread'].includes(process.env.BENCH_ONLY);
  if (
    !firstVisitOnly &&
    !lighthouseOnly &&
    sets.includes('20k') &&
    !postgresSets.has('20k') &&
    !existsSync(path.join(largeDir, 'pglite'))
  )
    run('node', ['apps/server/dist/seed-large.js'], { DATA_DIR: largeDir });
  if (
    !firstVisitOnly &&
    !lighthouseOnly &&
    sets.includes('100k') &&
    !postgresSets.has('100k') &&
    !existsSync(path.join(hugeDir, 'pglite'))
  )
    run('node', ['apps/server/dist/seed-large.js'], { DATA_DIR: hugeDir, SEED_EVENTS: '100000' });
  if (
    (sets.includes('demo') || firstVisitOnly || lighthouseOnly) &&
    !existsSync(path.join(demoDir, 'pglite'))
  ) {
    // Seed the demo data set (400+ events) by starting once with SEED=demo.
    const seeding = startProcess(serverArgs, {
      DATA_DIR: demoDir,
      PORT: '3901',
      SEED: 'demo',
    });
    await waitFor('http://127.0.0.1:3901/api/public/initialize', seeding, Date.now());
    await stop(seeding);
  }
  if (firstVisitOnly) return measureFirstVisitOnly(demoDir);
  if (process.env.BENCH_ONLY === 'lighthouse') return measureLighthouseOnly(demoDir);
  if (process.env.BENCH_ONLY === 'main-thread') return measureMainThreadOnly(demoDir);
  if (loadTool === 'autocannon')
    console.log(
      'wrk is not installed (apt-get install -y wrk): measuring with autocannon, which limits the large answers itself',
    );

  const bare = startProcess(['scripts/bench-bare.mjs'], { PORT: '3900' });
  let baseline;
  try {
    await waitFor('http://127.0.0.1:3900/', bare, Date.now());
    baseline = await load('http://127.0.0.1:3900/');
  } finally {
    await stop(bare);
  }

  const demo = sets.includes('demo')
    ? await measureGlentia(demoDir, 3902, 'demo data', { lighthouse: true })
    : null;
  const measured = demo ? [demo] : [];
  const onDatabase = (set, label) => (postgresSets.has(set) ? `${label} (PostgreSQL)` : label);
  if (sets.includes('20k'))
    measured.push(
      await measureGlentia(largeDir, 3903, onDatabase('20k', '20,000 events'), {
        lighthouse: false,
        databaseUrl: postgresSets.get('20k'),
      }),
    );
  if (sets.includes('100k'))
    measured.push(
      await measureGlentia(hugeDir, 3905, onDatabase('100k', '100,000 events'), {
        lighthouse: false,
        databaseUrl: postgresSets.get('100k'),
      }),
    );

  const ratio = (r) => `${((r.rps / baseline.rps) * 100).toFixed(0)} %`;
  console.log(
    `\n${new Date().toISOString()} — ${loadTool}, ${connections} connections, ${duration} s each, ${process.arch}, ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log('| route | data | requests/s | of bare | p50 ms | p99 ms | errors |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  console.log(
    `| bare Fastify hello | — | ${baseline.rps} | 100 % | ${baseline.p50} | ${baseline.p99} | ${baseline.errors} |`,
  );
  for (const m of measured)
    for (const [name, r] of Object.entries(m.rates))
      console.log(`| ${name} | ${m.label} | ${r.rps} | ${ratio(r)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
  console.log('\n| uncached, one at a time | data | requests | p50 ms | p99 ms |');
  console.log('|---|---|---:|---:|---:|');
  for (const m of measured)
    for (const [name, r] of Object.entries(m.uncached))
      console.log(`| ${name} | ${m.label} | ${r.n} | ${r.p50} | ${r.p99} |`);
  console.log('\n| answer | data | raw KB | gzip KB | Brotli KB |');
  console.log('|---|---|---:|---:|---:|');
  for (const m of measured)
    for (const [name, s] of Object.entries(m.sizes))
      if (s) console.log(`| ${name} | ${m.label} | ${s.rawKb} | ${s.gzipKb} | ${s.brotliKb} |`);
  console.log('');
  for (const m of measured)
    console.log(
      `${m.label}: cold start ${m.coldStartMs} ms, RSS at start ${m.startMemory.rss} MB, right after the load ${m.memory.rss} MB, ${SETTLE_MS / 1000} s later ${m.settled.rss} MB (peak ${m.settled.peak} MB)`,
    );
  if (demo) {
    printFirstVisit(demo.pages.js);
    printLighthouse(demo.pages);
  }

  const widget = widgetScript();

  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench-results/latest.json'),
    `${JSON.stringify({ at: new Date().toISOString(), loadTool, connections, duration, loadavg: loadavg(), baseline, measured, widget }, null, 2)}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
