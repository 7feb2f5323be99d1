import { type TEventSummaryPage, type TListedEvent, todayInAthens } from '@glentia/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, swipeToRowEnd, watchRequests } from './browser.ts';

/** A phone's browser: phones get the drawn first screen. */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const asPhone = { headers: { 'user-agent': PHONE_AGENT } };
const SESSION_KEY = 'state.user';

/** A saved session as the app keeps it in localStorage, e.g. signed in or with English chosen. */
function savedSession(state: { jwt?: string; language?: 'el' | 'en' }): string {
  return JSON.stringify({
    state: {
      jwt: state.jwt ?? '',
      refreshToken: state.jwt ? 'refresh' : '',
      appSettings: { email: true, pushNotification: true, darkTheme: null, language: state.language ?? null },
    },
    version: 1,
  });
}

/** A venue's name as the cards show it (Greek first line). */
function venueNames(page: TEventSummaryPage): string[] {
  return page.locations.map((location) => location.name.split('\n')[0]!.trim());
}

describe('first screen drawn on the server, and the timeline a week at a time', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let firstWeek: TEventSummaryPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    firstWeek = (await (
      await fetch(`${baseUrl}/api/public/glentia/summary?days=7`)
    ).json()) as TEventSummaryPage;
  });
  afterAll(async () => browser?.close());

  it('sends /glentia with the first week’s events in its HTML and shows them before any script runs', async () => {
    expect(firstWeek.events.length).toBeGreaterThan(0);
    const html = await (await fetch(`${baseUrl}/glentia`, asPhone)).text();
    expect(html).toContain('data-testid="timeline-day"');
    expect(html).toContain('id="glentia-state"');
    const names = venueNames(firstWeek);
    expect(names.some((name) => html.includes(name))).toBe(true);

    const { page } = await openPage(browser, { javaScriptEnabled: false, userAgent: PHONE_AGENT });
    await page.goto(`${baseUrl}/glentia`);
    const timeline = await page.getByTestId('timeline').innerText();
    expect(names.some((name) => timeline.includes(name))).toBe(true);
    expect(await page.getByTestId('result-count').innerText()).toContain(String(firstWeek.total));
  });

  it('sends desktops the drawn page too, with the menu beside it', async () => {
    const html = await (await fetch(`${baseUrl}/glentia`)).text();
    expect(html).toContain('data-first-screen');
    expect(html).toContain(' data-wide>');
    expect(html).toContain('id="glentia-state"');
    expect(html).toContain('id="app-drawer"');
    expect(venueNames(firstWeek).some((name) => html.includes(name))).toBe(true);
  });

  it('sends an event page with its event in the HTML', async () => {
    const [event] = firstWeek.events;
    const html = await (await fetch(`${baseUrl}/glentia/${event!.id}`, asPhone)).text();
    const venue = firstWeek.locations.find((location) => location.id === event!.locationId);
    expect(html).toContain('<main');
    expect(html).toContain(venue!.name.split('\n')[0]!.trim());
    // Only the event's own poster is asked for with the page, not the first of "more glentia" below.
    expect(html.match(/rel="preload" as="image"/g)?.length ?? 0).toBeLessThanOrEqual(1);
    // The answers sent with it are what it draws: the three glentia under "more", not the week of
    // the timeline they were picked from.
    const state = JSON.parse(html.match(/id="glentia-state">([\s\S]*?)<\/script>/)![1]!) as {
      queries: Array<{ queryKey: unknown[]; state: { data: unknown } }>;
    };
    const keys = state.queries.map((query) => query.queryKey[0]);
    expect(keys).not.toContain('events');
    // Of the start data, what it draws with (its ad), not the home page's glentia and names.
    const start = state.queries.find((query) => query.queryKey[0] === 'initialize')!.state.data as {
      glentia: unknown[];
      artists: unknown[];
      leftOut?: string[];
    };
    expect(start.leftOut).toEqual(expect.arrayContaining(['glentia', 'artists', 'locations']));
    expect(start.glentia).toEqual([]);
    const more = state.queries.find((query) => query.queryKey[0] === 'more-events')!.state
      .data as TListedEvent[];
    expect(more.length).toBeGreaterThan(0);
    expect(more.length).toBeLessThanOrEqual(3);
    expect(more.map((other) => other.id)).not.toContain(event!.id);
    for (const other of more) expect(html).toContain(`/glentia/${other.id}`);
  });

  it('sends a venue page with its next glenti and that poster asked for first, the app only after', async () => {
    const event = firstWeek.events.find((item) => item.locationId && item.thumbnail);
    expect(event, 'an event of the first week with a venue and a poster').toBeDefined();
    const html = await (await fetch(`${baseUrl}/location/${event!.locationId}`, asPhone)).text();
    // By its address, or by the addresses of its narrower copies.
    const posters = [...html.matchAll(/<link rel="preload" as="image" (?:href|imageSrcSet)="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(posters.length).toBeGreaterThan(0);
    // The poster is asked for ahead of every script; the app's modules wait for the painted page.
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain('<script src="/app-start.js" data-entry="/assets/');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(`data-testid="venue-upcoming"`);

    const { page, errors } = await openPage(browser, { userAgent: PHONE_AGENT });
    await page.goto(`${baseUrl}/location/${event!.locationId}`);
    // The app starts and takes the page over: the drawing's marks go.
    await page.locator('[data-first-screen]').waitFor({ state: 'detached' });
    await page.getByTestId('venue-upcoming').locator('article').first().waitFor();
    // The web app manifest (and the icon a browser fetches with it) joins the head with the app;
    // the favicon is written into the page and asks for nothing.
    expect(html).not.toContain('rel="manifest"');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
    expect(errors).toEqual([]);
  });

  it('asks for the app’s modules one in each turn once the page is painted, every one of them', async () => {
    const html = await (await fetch(`${baseUrl}/glentia`, asPhone)).text();
    const start = html.match(/<script src="\/app-start.js" data-entry="([^"]+)" data-preload="([^"]*)"/);
    expect(start).not.toBeNull();
    const modules = [start![1]!, ...start![2]!.split(' ').filter(Boolean)];
    expect(modules.length).toBeGreaterThan(2);

    const { page, errors } = await openPage(browser, { userAgent: PHONE_AGENT });
    // Each batch of mutations the page sees is one turn's: the links to modules added in it.
    await page.addInitScript(() => {
      const turns: string[][] = [];
      (window as unknown as { preloadTurns: string[][] }).preloadTurns = turns;
      new MutationObserver((records) => {
        const added = records
          .flatMap((record) => [...record.addedNodes])
          .filter(
            (node): node is HTMLLinkElement =>
              node instanceof HTMLLinkElement && node.rel === 'modulepreload',
          )
          .map((link) => link.getAttribute('href') ?? '');
        if (added.length) turns.push(added);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${baseUrl}/glentia`);
    await page.locator('[data-first-screen]').waitFor({ state: 'detached' });
    // The app's own later imports may ask for more of its modules; those of app-start.js are these.
    const turns = (
      await page.evaluate(() => (window as unknown as { preloadTurns: string[][] }).preloadTurns)
    )
      .map((turn) => turn.filter((href) => modules.includes(href)))
      .filter((turn) => turn.length > 0);
    expect(turns.flat()).toEqual(modules);
    expect(Math.max(...turns.map((turn) => turn.length))).toBe(1);
    expect(errors).toEqual([]);
  });

  it('has the browser compile the start’s modules as they arrive, and not the screens’ shared ones', async () => {
    const html = await (await fetch(`${baseUrl}/glentia`, asPhone)).text();
    const start = html.match(/data-entry="([^"]+)" data-preload="([^"]*)"/);
    expect(start).not.toBeNull();
    const { page, errors } = await openPage(browser, { userAgent: PHONE_AGENT });
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/assets\/.+\.js$/.test(path)) scripts.add(path);
    });
    await page.goto(`${baseUrl}/glentia`);
    await page.locator('[data-first-screen]').waitFor({ state: 'detached' });
    const find = (name: string) => [...scripts].find((path) => path.startsWith(`/assets/${name}-`));
    const opening = async (path: string) => (await (await fetch(`${baseUrl}${path}`)).text()).slice(0, 40);

    // The entry, what it imports and the page's own screen begin with V8's compile hint…
    const hinted = [
      start![1]!,
      ...start![2]!.split(' ').filter(Boolean),
      find('app'),
      find('router'),
      find('glentia'),
    ];
    for (const path of hinted) {
      expect(path, 'a module of the start').toBeDefined();
      expect(await opening(path!), path).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    }
    // …the modules several screens share, only some of which the page runs, do not.
    const shared = find('screens');
    expect(shared, 'the screens’ shared chunk, which /glentia loads').toBeDefined();
    expect(await opening(shared!)).not.toContain('allFunctionsCalledOnLoad');
    expect(errors).toEqual([]);
  });

  it('adopts the drawn page as it is, with the same ad, and asks for none of its answers again', async () => {
    const eventPath = `/glentia/${firstWeek.events[0]!.id}`;
    // The answers the pages are drawn with; a later week of the timeline may still be asked for.
    const drawnWith = (url: URL) =>
      url.pathname === '/api/public/initialize' ||
      url.pathname === `/api${eventPath}` ||
      (url.pathname === '/api/public/glentia/summary' && url.searchParams.get('from') === todayInAthens());
    for (const path of ['/', '/glentia', eventPath]) {
      const { page, errors } = await openPage(browser, { userAgent: PHONE_AGENT });
      // What the server drew, kept as the browser first parsed it.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const root = document.getElementById('root');
          const kept = window as unknown as { drawnImage?: Element | null; drawnAd?: string | null };
          kept.drawnImage = root?.querySelector('img') ?? null;
          kept.drawnAd = root?.querySelector('[data-ad-id]')?.getAttribute('data-ad-id') ?? null;
        });
      });
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.method() === 'GET' && drawnWith(url)) asked.push(`${url.pathname}${url.search}`);
      });
      await page.goto(`${baseUrl}${path}`);
      await page.waitForFunction(() => !document.querySelector('#root[data-first-screen]'));
      const adopted = await page.evaluate(() => {
        const kept = window as unknown as { drawnImage?: Element | null; drawnAd?: string | null };
        const ad = document.querySelector('#root [data-ad-id]')?.getAttribute('data-ad-id') ?? null;
        return { image: kept.drawnImage?.isConnected ?? null, sameAd: ad === kept.drawnAd };
      });
      // The very elements the server sent are the app's: nothing was drawn a second time.
      expect(adopted, path).toEqual({ image: true, sameAd: true });
      expect(asked, path).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('asks for the start data an event page left out once the reader goes home from it', async () => {
    const { page, errors } = await openPage(browser, { userAgent: PHONE_AGENT });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/public/initialize') asked.push(request.url());
    });
    await page.goto(`${baseUrl}/glentia/${firstWeek.events[0]!.id}`);
    await page.waitForFunction(() => !document.querySelector('#root[data-first-screen]'));
    expect(asked).toEqual([]);
    await page.locator('nav a[href="/"]').last().click();
    await page.waitForURL(`${baseUrl}/`);
    // The home page's glentia, which the event page did not send, come with the whole answer (the
    // event page's own row of "more glentia" is gone by now).
    await page.locator('ul[aria-label="Προτεινόμενα γλέντια"]:not([aria-busy]) article').first().waitFor();
    expect(asked).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('starts without asking Intl anything, in Greek and in English (its first call loads the ICU data)', async () => {
    const event = firstWeek.events.find((item) => item.locationId && item.artistIds.length > 0);
    expect(event, 'an event of the first week with a venue and an artist').toBeDefined();
    const paths = [
      '/',
      '/glentia',
      `/glentia/${event!.id}`,
      `/location/${event!.locationId}`,
      `/artist/${event!.artistIds[0]}`,
    ];
    for (const language of ['el', 'en'] as const) {
      for (const path of paths) {
        const { page, errors } = await openPage(browser, {
          userAgent: PHONE_AGENT,
          locale: language === 'el' ? 'el-GR' : 'en-GB',
        });
        // Every Intl service and the methods that make one, counted from the page's first script.
        await page.addInitScript(() => {
          const asked: string[] = [];
          (window as unknown as { intlAsked: string[] }).intlAsked = asked;
          const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
          for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'Collator', 'ListFormat']) {
            const Original = intl[name]!;
            intl[name] = new Proxy(Original, {
              construct: (target, args) => {
                asked.push(name);
                return new target(...args);
              },
            });
          }
          const methods: Array<[object, string]> = [
            [String.prototype, 'localeCompare'],
            [Number.prototype, 'toLocaleString'],
            [Date.prototype, 'toLocaleDateString'],
            [Date.prototype, 'toLocaleString'],
          ];
          for (const [owner, name] of methods) {
            const original = (owner as Record<string, (...args: unknown[]) => unknown>)[name]!;
            (owner as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
              asked.push(name);
              return original.apply(this, args);
            };
          }
        });
        const requests = watchRequests(page);
        await page.goto(`${baseUrl}${path}`);
        await page.waitForFunction(() => !document.querySelector('#root[data-first-screen]'));
        // The app's later parts loaded and started too.
        await requests.settled();
        const asked = await page.evaluate(() => (window as unknown as { intlAsked: string[] }).intlAsked);
        expect(asked, `${language} ${path}`).toEqual([]);
        expect(errors).toEqual([]);
        await page.context().close();
      }
    }
  });

  it('draws three cards of a row and only first-screen pictures; the rest join as the row is swiped along, as narrower copies', async () => {
    const initialize = (await (await fetch(`${baseUrl}/api/public/initialize`)).json()) as {
      glentia: Array<{ selected: boolean }>;
    };
    const featured = initialize.glentia.filter((event) => event.selected).length;
    expect(featured, 'the demo promotes a glenti in each county').toBeGreaterThan(3);

    const html = await (await fetch(`${baseUrl}/`, asPhone)).text();
    const row = html.slice(html.indexOf('id="home-featured-title"'));
    expect(row.slice(0, row.indexOf('</ul>')).match(/<article/g)).toHaveLength(3);
    const drawing = html.slice(html.indexOf('<div id="root"'), html.indexOf('id="glentia-state"'));
    const images = drawing.match(/<img [^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toContain('loading="eager"');

    const { page, errors } = await openPage(browser, { userAgent: PHONE_AGENT });
    const copies: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/uploads/') && url.searchParams.has('w') && response.status() === 200)
        copies.push(`${url.pathname}${url.search}`);
    });
    await page.goto(`${baseUrl}/`);
    const cards = page.locator('section[aria-labelledby="home-featured-title"] li');
    // The app has taken the page over, the page has loaded and a few frames have been drawn since:
    // nobody has swiped the row, so it still holds the cards drawn.
    await page.waitForFunction(
      () => !document.querySelector('#root[data-first-screen]') && document.readyState === 'complete',
    );
    for (let frame = 0; frame < 3; frame++) {
      await page.evaluate(
        () =>
          new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
      );
    }
    expect(await cards.count()).toBe(3);
    // Swiped along, the row takes in a few more each time its last card comes into view.
    await swipeToRowEnd(cards, featured);
    expect(await cards.count()).toBe(featured);
    // A poster further along the row loads as the phone swipes to it, from a copy its width.
    const fourth = cards.nth(3);
    await fourth.scrollIntoViewIfNeeded();
    const poster = fourth.locator('img').first();
    await poster.waitFor();
    await page.waitForFunction((image) => (image as HTMLImageElement).complete, await poster.elementHandle());
    expect(await poster.evaluate((image) => (image as HTMLImageElement).currentSrc)).toMatch(/\?w=\d+$/);
    expect(copies.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('loads the next week when the reader scrolls to the end of the timeline', async () => {
    expect(firstWeek.next).not.toBeNull();
    const { page, errors } = await openPage(browser, { userAgent: PHONE_AGENT });
    const nextWindow = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/api/public/glentia/summary' &&
        new URL(request.url()).searchParams.get('from') === firstWeek.next,
    );
    await page.goto(`${baseUrl}/glentia`);
    // The app takes the drawn screen over.
    await page.waitForFunction(() => !document.querySelector('#root[data-first-screen]'));
    await page.getByTestId('timeline-more').waitFor({ state: 'attached' });
    const days = (await page.getByTestId('timeline-day').count()) as number;
    await page.getByTestId('timeline-more').scrollIntoViewIfNeeded();
    await nextWindow;
    await page.locator(`[data-testid="timeline-day"][data-date="${firstWeek.next}"]`).waitFor();
    expect(await page.getByTestId('timeline-day').count()).toBeGreaterThan(days);
    expect(errors).toEqual([]);
  });

  it('draws the first screen in the language the phone’s app will speak', async () => {
    const english = await (
      await fetch(`${baseUrl}/`, { headers: { ...asPhone.headers, 'accept-language': 'en-US,en;q=0.9' } })
    ).text();
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('<div id="root" lang="en" data-first-screen');
    expect(english).toContain('Glentia in Crete');
    // Beside it, the names it wrote in Latin letters, each as it stands in the drawing.
    const names: Record<string, string> = JSON.parse(
      english.match(/id="glentia-names">(.*?)<\/script>/)![1]!,
    );
    const drawing = english.slice(english.indexOf('<div id="root"'), english.indexOf('id="glentia-state"'));
    expect(Object.keys(names).length).toBeGreaterThan(0);
    for (const [greekName, latin] of Object.entries(names)) {
      expect(greekName).toMatch(/\p{Script=Greek}/u);
      expect(latin).not.toMatch(/\p{Script=Greek}/u);
    }
    expect(Object.values(names).some((latin) => drawing.includes(latin))).toBe(true);
    const greek = await (
      await fetch(`${baseUrl}/`, { headers: { ...asPhone.headers, 'accept-language': 'el-GR,el;q=0.9' } })
    ).text();
    expect(greek).toContain('<div id="root" lang="el" data-first-screen');
    expect(greek).toContain('Γλέντια στην Κρήτη');
    expect(greek).not.toContain('glentia-names');
  });

  it('shows a signed-in visitor the drawing, and never one who chose the other language', async () => {
    /** What a Greek phone sees of the drawn home page before the app's code arrives (it never does here). */
    async function drawnScreenShown(session: string | null): Promise<boolean> {
      const { page } = await openPage(browser, { userAgent: PHONE_AGENT });
      if (session !== null) {
        await page
          .context()
          .addInitScript(
            ([key, value]) => localStorage.setItem(key as string, value as string),
            [SESSION_KEY, session],
          );
      }
      // The app's code never loads: what shows is the server's page and theme-init.js alone.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(`${baseUrl}/`);
      const shown = await page.locator('[data-first-screen]').isVisible();
      await page.context().close();
      return shown;
    }
    expect(await drawnScreenShown(null)).toBe(true);
    expect(await drawnScreenShown(savedSession({ language: 'el' }))).toBe(true);
    expect(await drawnScreenShown(savedSession({ jwt: 'header.payload.signature' }))).toBe(true);
    expect(await drawnScreenShown(savedSession({ language: 'en' }))).toBe(false);
  });
});
