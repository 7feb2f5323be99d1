// `BENCH_ONLY=main-thread npm run bench`: what a start costs the page's main thread, load by load,
// traced as Lighthouse traces (the DevTools debugger on, async stacks eight deep: without it, V8
// re-parses React's whole chunk to find source positions the first time a stack is captured in it,
// 40–70 ms that neither a phone nor Lighthouse pays). For each public page, a visitor who touches
// the page once it is painted (their app starts then) and a signed-in reader whose session the
// browser has stored; each load in a fresh browser context, the kinds alternated.
//
// Per load, from the first contentful paint for WINDOW_MS: the page's main-thread time, the time in
// tasks that would be long on a phone `slowdown` times slower (over 50 ms there), and the blocking
// they would make (each such task's time × slowdown − 50 ms), split at the moment the app has taken
// the drawn page over (`glentia:adopted`). The medians move far less from run to run than
// Lighthouse's TBT on a busy machine, which is what a change to the start needs to be judged by.
//
// `hostSlowdown` stands this machine in for a slower one running Lighthouse: the page's CPU is
// really slowed that many times (DevTools' CPU throttling) and the blocking is then reckoned at
// `slowdown`, as Lighthouse's simulation reckons it on that machine. Multiplying by both instead
// would overstate what the app does in slices: React yields every 5 ms of the time it sees, so its
// slices are as short on a slow machine as on a fast one, and only a real slowdown shows that.
// Nothing is run in the page to watch it (Playwright's own helper script, run in the page on its
// first use, was a task of 78–112 ms after the first paint in some loads): the bench asks the
// DevTools protocol directly.
import { chromium as browserType } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium.mjs';

/** How long after the first paint a load is traced. */
const WINDOW_MS = 6000;
/** Lighthouse's mobile preset's screen (a Moto G Power). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Signs `user` in and returns the session as the app stores it in localStorage (stores/session.ts). */
export async function storedSession(base, user) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (!response.ok) throw new Error(`signing in the bench user answered ${response.status}`);
  const tokens = await response.json();
  return JSON.stringify({
    state: {
      jwt: tokens.access_token,
      refreshToken: tokens.refresh_token,
      appSettings: { email: true, pushNotification: true, darkTheme: null, language: null },
    },
    version: 1,
  });
}

/** The main thread's tasks in `windowMs` after the first paint of one load, summed as described above. */
export function summarizeTrace(events, slowdown, windowMs = WINDOW_MS) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  const adopted = events.find((event) => event.name === 'glentia:adopted');
  const end = paint.ts + windowMs * 1000;
  const totals = { mainMs: 0, longMs: 0, blockingMs: 0, blockingBeforeMs: 0, blockingAfterMs: 0 };
  for (const task of events) {
    if (task.name !== 'RunTask' || task.ph !== 'X' || task.pid !== paint.pid || task.tid !== paint.tid)
      continue;
    if (task.ts < paint.ts || task.ts > end) continue;
    const ms = task.dur / 1000;
    totals.mainMs += ms;
    const blocking = ms * slowdown - 50;
    if (blocking <= 0) continue;
    totals.longMs += ms;
    totals.blockingMs += blocking;
    if (adopted && task.ts >= adopted.ts) totals.blockingAfterMs += blocking;
    else totals.blockingBeforeMs += blocking;
  }
  totals.adoptedMs = adopted ? (adopted.ts - paint.ts) / 1000 : null;
  return totals;
}

/** Resolves once `windowMs` have passed in the page since its first contentful paint. */
async function pastFirstPaint(cdp, windowMs) {
  const expression = `(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return paint !== undefined && performance.now() > paint.startTime + ${windowMs};
  })()`;
  const deadline = Date.now() + windowMs * 4;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    if (result.value === true) return;
    if (Date.now() > deadline) throw new Error(`no first paint and ${windowMs} ms after it`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function tracedLoad(browser, url, { session, slowdown, hostSlowdown }) {
  const origin = new URL(url).origin;
  const context = await browser.newContext(PHONE);
  try {
    if (session) {
      // As the app keeps it: the session, and the cookie that tells the server this browser keeps
      // something (or the page would be drawn as a first visit's).
      await context.addCookies([{ name: 'glentia_kept', value: '1', url: origin }]);
      await context.addInitScript((stored) => {
        if (!localStorage.getItem('state.user')) localStorage.setItem('state.user', stored);
      }, session);
    }
    await context.addInitScript(() => {
      document.addEventListener('glentia:adopted', () => performance.mark('glentia:adopted'));
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Debugger.enable');
    await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 8 });
    if (hostSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: hostSlowdown });
    const windowMs = WINDOW_MS * hostSlowdown;
    const events = [];
    cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    // A visitor's app starts with their first reach for the page (app-start.js).
    if (!session) await page.mouse.move(20, 200);
    await pastFirstPaint(cdp, windowMs);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return summarizeTrace(events, slowdown, windowMs);
  } finally {
    await context.close();
  }
}

/**
 * `paths`: [name, path] pairs; `user`: the account the signed-in loads sign in with. Returns, per
 * page and visit, the medians of `runs` loads and the range of their blocking.
 */
export async function measureMainThread(
  base,
  paths,
  { user, runs, slowdown, hostSlowdown = 1, executablePath },
) {
  const browser = await browserType.launch({ executablePath, args: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (const [name, path] of paths) {
      const loads = { visitor: [], 'signed in': [] };
      for (let run = 0; run < runs; run++) {
        const order = run % 2 ? ['signed in', 'visitor'] : ['visitor', 'signed in'];
        for (const visit of order) {
          const session = visit === 'signed in' ? await storedSession(base, user) : null;
          loads[visit].push(await tracedLoad(browser, `${base}${path}`, { session, slowdown, hostSlowdown }));
        }
      }
      for (const [visit, results] of Object.entries(loads)) {
        const of = (key) => Math.round(median(results.map((result) => result[key] ?? 0)));
        const blocking = results.map((result) => Math.round(result.blockingMs));
        rows.push({
          page: name,
          visit,
          mainMs: of('mainMs'),
          longMs: of('longMs'),
          blockingMs: of('blockingMs'),
          blockingRange: [Math.min(...blocking), Math.max(...blocking)],
          blockingBeforeMs: of('blockingBeforeMs'),
          blockingAfterMs: of('blockingAfterMs'),
          adoptedMs: of('adoptedMs'),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function printMainThread(rows, { runs, slowdown, hostSlowdown = 1 }) {
  const host =
    hostSlowdown === 1
      ? ''
      : `, on this machine's CPU slowed ${hostSlowdown}× (the milliseconds are the slowed CPU's)`;
  console.log(
    `\nMain thread after the first paint, ${(WINDOW_MS * hostSlowdown) / 1000} s, traced as Lighthouse traces${host}; median of ${runs} loads; blocking as on a CPU ${slowdown}× slower than that\n`,
  );
  console.log(
    '| page | visit | main thread ms | in long tasks ms | blocking ms (range) | before adoption | after | adopted at ms |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows)
    console.log(
      `| \`${row.page}\` | ${row.visit} | ${row.mainMs} | ${row.longMs} | ${row.blockingMs} (${row.blockingRange.join('–')}) | ${row.blockingBeforeMs} | ${row.blockingAfterMs} | ${row.adoptedMs} |`,
    );
}
