/**
 * The home page's first screen under every decoration the server can be set to: drawn whole by
 * the server (no part left for the browser to redraw, React's error 419) and adopted without an
 * error. Each decoration gets its own built server, on an empty database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchPageAdoption } from './before-takeover.ts';
import { holdAppScripts, launchBrowser, openPage } from './browser.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A built server with `DECORATION` set, on an empty database; stopped by the returned function. */
async function startServer(decoration: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'glentia-decoration-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'apps', 'server', 'dist', 'server.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SEED: 'none',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        PUBLIC_URL: url,
        DECORATION: decoration,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let browser: Browser;

/** Each flake's animation, once its start time is settled. */
function snowFalls(page: Page) {
  return page.getByTestId('christmas-snow').evaluate(async (snow) => {
    const animations = snow.getAnimations({ subtree: true });
    await Promise.all(animations.map((animation) => animation.ready));
    return animations.map((animation) => {
      const timing = animation.effect?.getTiming();
      return {
        iterations: timing?.iterations,
        delay: Number(timing?.delay),
        duration: Number(timing?.duration),
        startTime: Number(animation.startTime),
        css: animation instanceof CSSAnimation,
      };
    });
  });
}

/** The drawn page alone first (the app's scripts held back), then the app's taking it over. */
async function openHome(url: string, cookieChoice: boolean) {
  const { page, errors } = await openPage(browser, { userAgent: PHONE_AGENT }, { cookieChoice });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') messages.push(message.text());
  });
  const adopted = await watchPageAdoption(page);
  const release = await holdAppScripts(page);
  await page.goto(`${url}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const done = async () => {
    expect(messages.filter((text) => /#419|Minified React error/.test(text))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  };
  return { page, release, adopted, done };
}

/**
 * A first visit (no cookie choice yet): its app starts as the visitor reaches for the page, and the
 * snow falls from the first paint. It falls a few times and rests: an endless animation keeps the
 * phone drawing frames for as long as the page stays open. Every flake is falling from the start:
 * one that waits to start keeps the page's main thread restyling until it does.
 */
async function firstVisit(url: string, christmas: boolean) {
  const { page, release, adopted, done } = await openHome(url, false);
  expect(await page.getByTestId('christmas-snow').count()).toBe(christmas ? 1 : 0);
  const falls = christmas ? await snowFalls(page) : [];
  expect(falls.length > 0).toBe(christmas);
  for (const fall of falls) {
    expect(fall.iterations).toBe(3);
    expect(fall.delay).toBeLessThanOrEqual(0);
    expect(fall.css).toBe(true);
  }
  release();
  await page.mouse.move(20, 200);
  await adopted();
  // The app listens for CSS animations' events, and Chromium then serves every CSS animation on
  // the main thread: each flake falls on as a script animation, from where it was and with the
  // same timing.
  if (christmas) expect(await snowFalls(page)).toEqual(falls.map((fall) => ({ ...fall, css: false })));
  await done();
}

/**
 * A returning visitor (a cookie choice made): the app starts with the page, and the snow waits
 * until the first screen's downloads are over, then falls as the app's script animations, a few
 * times each and every flake already on its way.
 */
async function returningVisit(url: string, christmas: boolean) {
  const { page, release, adopted, done } = await openHome(url, true);
  const snow = page.getByTestId('christmas-snow');
  expect(await snow.count()).toBe(christmas ? 1 : 0);
  if (christmas) {
    expect(await snow.evaluate((element) => getComputedStyle(element).display)).toBe('none');
    expect(await snowFalls(page)).toEqual([]);
  }
  release();
  await adopted();
  if (christmas) {
    await page.waitForFunction(() => 'snowFalls' in document.documentElement.dataset);
    // Shown, the flakes fall as CSS animations for a frame or two until the app takes them on.
    const takenOn = async () => {
      const falls = await snowFalls(page);
      return falls.length > 0 && falls.every((fall) => !fall.css);
    };
    await expect.poll(takenOn, { timeout: 15_000 }).toBe(true);
    for (const fall of await snowFalls(page)) {
      expect(fall.iterations).toBe(3);
      expect(fall.delay).toBeLessThanOrEqual(0);
      expect(fall.css).toBe(false);
    }
  }
  await done();
}

describe('the home page under every decoration', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it.each(['NONE', 'CHRISTMAS', 'AUTO'])(
    'draws and adopts the first screen with DECORATION=%s',
    async (decoration) => {
      const server = await startServer(decoration);
      try {
        const html = await (await fetch(`${server.url}/`, { headers: { 'user-agent': PHONE_AGENT } })).text();
        expect(html).toContain('id="home-title"');
        // `<!--$!-->` marks a part the server gave up on, for the browser to draw again.
        expect(html).not.toContain('<!--$!-->');
        const decorated = (await (await fetch(`${server.url}/api/public/initialize`)).json()).decoration;
        expect(html.includes('data-testid="christmas-snow"')).toBe(decorated === 'CHRISTMAS');

        const christmas = decorated === 'CHRISTMAS';
        await firstVisit(server.url, christmas);
        await returningVisit(server.url, christmas);
      } finally {
        await server.stop();
      }
    },
  );
});
