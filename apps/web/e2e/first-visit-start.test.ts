import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { takenOver, tapMenuBeforeTakeover, typeBeforeTakeover } from './before-takeover.ts';
import { holdAppScripts, keptCookie, launchBrowser, openPage, watchRequests } from './browser.ts';

/** A phone's browser: phones get the drawn first screen in a phone's frame. */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

const ANONYMOUS_VIEW = /\/api\/public\/glentia\/([0-9a-f-]{36})\/anonymous-view$/;

/** A first visit: no cookie choice yet, no account, no device. */
async function firstVisit(browser: Browser): Promise<{ page: Page; errors: string[]; viewed: string[] }> {
  const { page, errors } = await openPage(browser, { userAgent: PHONE_AGENT }, { cookieChoice: false });
  const viewed: string[] = [];
  page.on('request', (request) => {
    const id = request.method() === 'POST' ? request.url().match(ANONYMOUS_VIEW)?.[1] : undefined;
    if (id) viewed.push(id);
  });
  return { page, errors, viewed };
}

/** Whether the app has started on the page: its entry module is on it. */
function appStarted(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector('script[type="module"]') !== null);
}

/** The page sees a device with `cores` cores (the machine running the tests may have two). */
async function withCores(page: Page, cores: number): Promise<void> {
  await page.addInitScript((count) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => count });
  }, cores);
}

/** Waiting for what the page does once it is on screen, on a loaded machine too. */
const POLL = { timeout: 30_000, interval: 100 };

describe('a first visit: the drawn page is the reader’s at once, and the app starts when they reach for it', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let eventIds: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const events = (await (await fetch(`${baseUrl}/api/public/glentia?limit=20`)).json()) as Array<{
      id: string;
    }>;
    eventIds = events.map((event) => event.id);
    if (eventIds.length < 2) throw new Error('The demo data has fewer than two upcoming events');
  });
  afterAll(async () => browser?.close());

  it('runs none of the app while the page is read, counts its view, and its links lead on', async () => {
    const { page, errors, viewed } = await firstVisit(browser);
    await withCores(page, 8);
    // Held, the app could never take the page over: what works meanwhile is the page alone.
    await holdAppScripts(page);
    const [id] = eventIds;
    const counted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(`/glentia/${id}/anonymous-view`),
    );
    // Its code is fetched once the page has loaded, and not run.
    const fetched = page.waitForRequest((request) => /\/assets\/index-[^/]+\.js$/.test(request.url()));
    await page.goto(`${baseUrl}/glentia/${id}`);
    await counted;
    await fetched;
    expect(await appStarted(page)).toBe(false);
    expect(await page.locator('#root[data-first-screen]:not([inert])').count()).toBe(1);

    // The pictures below the first screen show as the reader comes near them, app or not.
    const picture = page.locator('#root [data-seen-event] span[data-src]').first();
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((box) => (box as HTMLElement).style.backgroundImage), POLL)
      .toContain('url("/uploads/');

    // A card of another glenti is a link that works as it is.
    const other = page.locator('#root [data-seen-event] a[href^="/glentia/"]').first();
    const href = await other.getAttribute('href');
    await other.click();
    await page.waitForURL(`${baseUrl}${href}`);
    const otherId = href!.split('/').pop()!;
    await expect.poll(() => viewed, POLL).toContain(otherId);
    expect(viewed.filter((viewedId) => viewedId === id)).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('reads neither the local storage nor the cookies until the visitor reaches for the page: the server says there are none', async () => {
    const { page, errors } = await firstVisit(browser);
    await holdAppScripts(page);
    // Every read of either, with the state of the page when it was made.
    await page.addInitScript(() => {
      const reads: string[] = [];
      (window as unknown as { storageReads: string[] }).storageReads = reads;
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (key: string) {
        reads.push(`localStorage ${key} while ${document.readyState}`);
        return getItem.call(this, key);
      };
      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      Object.defineProperty(Document.prototype, 'cookie', {
        ...cookie,
        get() {
          reads.push(`cookie while ${document.readyState}`);
          return cookie.get!.call(this);
        },
      });
    });
    // Nor once it is on screen, when the page counts its view, until the visitor reaches for it.
    const counted = page.waitForRequest((request) => ANONYMOUS_VIEW.test(request.url()));
    const response = await page.goto(`${baseUrl}/glentia/${eventIds[0]}`);
    expect(response?.headers().vary).toContain('cookie');
    await counted;
    const marked = page.locator('html[data-nothing-kept][data-first-visit][data-consent="ask"]');
    expect(await marked.count()).toBe(1);
    const reads = await page.evaluate(() => (window as unknown as { storageReads: string[] }).storageReads);
    expect(reads).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('paints what a browser keeps from its first paint, and its app keeps the cookie that says so', async () => {
    const { page, errors } = await openPage(
      browser,
      { userAgent: PHONE_AGENT, colorScheme: 'light' },
      { cookieChoice: false },
    );
    // A reader who chose the dark theme and has no cookie choice yet: their app wrote the cookie.
    await page.context().addCookies([keptCookie(baseUrl)]);
    await page
      .context()
      .addInitScript(() =>
        localStorage.setItem(
          'state.user',
          JSON.stringify({ state: { appSettings: { darkTheme: true, language: null } }, version: 1 }),
        ),
      );
    const release = await holdAppScripts(page);
    await page.goto(`${baseUrl}/glentia/${eventIds[0]}`);
    await page.locator('#root[data-first-screen]').waitFor();
    expect(await page.locator('html.dark:not([data-nothing-kept])').count()).toBe(1);
    // Nothing else kept and no cookie choice: the app starts when the reader reaches for the page.
    release();
    await page.getByRole('heading', { level: 1 }).tap();
    await takenOver(page);
    // Every start writes it again, for as long as a browser keeps a cookie.
    await expect
      .poll(async () => {
        const kept = (await page.context().cookies()).find((cookie) => cookie.name === 'glentia_kept');
        return kept ? (kept.expires * 1000 - Date.now()) / 86_400_000 : 0;
      }, POLL)
      .toBeGreaterThan(399);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('starts the app with the first touch, and the view it counted is not counted again', async () => {
    const { page, errors, viewed } = await firstVisit(browser);
    const settled = watchRequests(page);
    const [id] = eventIds;
    const counted = page.waitForRequest((request) => request.url().endsWith(`/glentia/${id}/anonymous-view`));
    await page.goto(`${baseUrl}/glentia/${id}`);
    await counted;
    expect(await appStarted(page)).toBe(false);
    await page.getByRole('heading', { level: 1 }).tap();
    await takenOver(page);
    await page.getByTestId('event-page').waitFor();
    await settled.settled({ quietMs: 500 });
    expect(viewed.filter((viewedId) => viewedId === id)).toHaveLength(1);
    // No card either was counted twice, by the page and by the app.
    expect(new Set(viewed).size).toBe(viewed.length);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fetches the app’s code into the cache from a worker, and the app starts from it', async () => {
    const { page, errors } = await firstVisit(browser);
    await withCores(page, 8);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // Whether each of the app's files came from the browser's cache (its disk or its memory).
    const fromCache = new Map<string, boolean>();
    const asked = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      if (/\/assets\/[^/]+\.js$/.test(request.url)) asked.set(requestId, new URL(request.url).pathname);
    });
    cdp.on('Network.requestServedFromCache', ({ requestId }) => {
      const file = asked.get(requestId);
      if (file) fromCache.set(file, true);
    });
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const file = asked.get(requestId);
      if (file) fromCache.set(file, fromCache.get(file) === true || response.fromDiskCache === true);
    });
    const finished = new Set<string>();
    page.on('requestfinished', (request) => finished.add(new URL(request.url()).pathname));
    await page.goto(`${baseUrl}/glentia/${eventIds[0]}`);
    const starter = page.locator('script[src="/app-start.js"]');
    const files = [
      (await starter.getAttribute('data-entry'))!,
      ...(await starter.getAttribute('data-preload'))!.split(' '),
    ];
    await expect.poll(() => files.filter((file) => !finished.has(file)), POLL).toEqual([]);
    // None of them was asked for by the page itself: no prefetch link, no script.
    expect(await page.locator('link[rel="prefetch"], link[rel="modulepreload"]').count()).toBe(0);
    expect(await appStarted(page)).toBe(false);

    fromCache.clear();
    await page.getByRole('heading', { level: 1 }).tap();
    await takenOver(page);
    expect(files.map((file) => [file, fromCache.get(file)])).toEqual(files.map((file) => [file, true]));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('leaves a two-core device’s cores to the page: its app’s code comes when the app starts', async () => {
    const { page, errors, viewed } = await firstVisit(browser);
    await withCores(page, 2);
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/prefetch-worker.js' || /^\/assets\/[^/]+\.js$/.test(path)) scripts.push(path);
    });
    await page.goto(`${baseUrl}/glentia/${eventIds[0]}`, { waitUntil: 'load' });
    // The page is on screen (it has counted its view), then the browser has been idle twice: the
    // point where a device with a core to spare has asked for the code is past.
    await expect.poll(() => viewed.includes(eventIds[0]!), POLL).toBe(true);
    await page.evaluate(async () => {
      for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => requestIdleCallback(resolve));
    });
    expect(scripts).toEqual([]);

    await page.getByRole('heading', { level: 1 }).tap();
    await takenOver(page);
    expect(scripts).not.toContain('/prefetch-worker.js');
    expect(scripts.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('starts the app with a touch made while the page was still arriving', async () => {
    const { page, errors } = await firstVisit(browser);
    // The start-up script held: the page is drawn and waits for it, as on a slow connection.
    const release = await holdAppScripts(page, '**/app-start.js');
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 }).first();
    await heading.waitFor();
    await heading.tap();
    release();
    await takenOver(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('counts a click on an ad made before the app has taken the page over', async () => {
    const { page, errors } = await firstVisit(browser);
    await holdAppScripts(page);
    // The sponsor's site opens in a tab of its own; no test reaches the internet.
    await page.context().route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    await page.goto(`${baseUrl}/`);
    const clicked = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        /\/api\/public\/ads\/[^/]+\/anonymous-event$/.test(request.url()) &&
        request.postDataJSON()?.actionType === 'CLICK',
    );
    await page.locator('#root [data-seen-ad] a[href]').first().click();
    expect((await clicked).postDataJSON()).toEqual({ actionType: 'CLICK', metadata: { path: '/' } });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('makes a tap on a button again once the app has taken the page over', async () => {
    const { page, errors } = await firstVisit(browser);
    await tapMenuBeforeTakeover(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('types again what was typed into the search box before the app had taken the page over', async () => {
    const { page, errors } = await firstVisit(browser);
    await typeBeforeTakeover(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
