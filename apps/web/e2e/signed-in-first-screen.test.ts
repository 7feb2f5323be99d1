import type { TEventSummaryPage } from '@glentia/core';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';
import { logIn, USER } from './sign-in.ts';

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

/** A phone, and a desktop browser with its own (desktop) agent. */
const SCREENS: Array<[string, BrowserContextOptions]> = [
  ['phone', { userAgent: PHONE_AGENT }],
  [
    'desktop',
    { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
  ],
];

/**
 * Before the page's own scripts: layout shifts are summed (as CLS counts them, leaving out those
 * right after input), and the start-up's 3 s fallback timer is switched off, so the app starts
 * only when the page says so (its drawing painted, or nothing to paint).
 */
function watchStart(page: Page) {
  return page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    const setTimer = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      delay === 3000 ? 0 : setTimer(handler, delay, ...rest)) as typeof window.setTimeout;
  });
}

/** Holds the app's entry module back until `release()`; `requested` resolves when it is asked for. */
async function holdApp(page: Page) {
  let release!: () => void;
  let requested!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { asked, release };
}

describe('a signed-in visit, and a desktop, see the server’s drawing at once', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let eventPath: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const week = (await (
      await fetch(`${baseUrl}/api/public/glentia/summary?days=7`)
    ).json()) as TEventSummaryPage;
    eventPath = `/glentia/${week.events.find((event) => event.future !== false)!.id}`;
  });
  afterAll(async () => browser?.close());

  it('sends a desktop browser the drawn page', async () => {
    const html = await (await fetch(`${baseUrl}/glentia`)).text();
    expect(html).toContain('id="glentia-state"');
    expect(html).toContain('data-testid="timeline-day"');
    expect(html).not.toContain('<div id="root"></div>');
  });

  for (const [screen, options] of SCREENS) {
    it(`paints /glentia and an event page before the app starts, signed in, on a ${screen}, then fills in what is theirs without moving anything`, async () => {
      const { page, errors } = await openPage(browser, { ...options, serviceWorkers: 'block' });
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await logIn(page, USER, eventPath);
      // Saved by this account: after a reload, the drawn page (anybody's) says "not saved" until
      // the app has adopted it and filled in the account's own state.
      const interest = page.getByTestId('interest-button');
      // The account's favourites are in (a demo account may have saved it already) before it is read.
      await page.waitForLoadState('networkidle');
      if ((await interest.getAttribute('aria-pressed')) !== 'true') await interest.click();
      await page.locator('[data-testid="interest-button"][aria-pressed="true"]').waitFor();
      await watchStart(page);

      for (const path of ['/glentia', eventPath]) {
        const held = await holdApp(page);
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
        await held.asked;
        // The app's code is asked for only now that the drawing has painted, and is not yet here.
        const drawn = page.locator('#root[inert][data-first-screen] h1');
        expect(await drawn.isVisible(), `${path}: the drawn heading is on screen`).toBe(true);
        expect(
          await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
          `${path}: painted`,
        ).toBe(1);
        held.release();
        await page.waitForFunction(() => !document.querySelector('#root[inert]'));
        if (path === eventPath) {
          await page.locator('[data-testid="interest-button"][aria-pressed="true"]').waitFor();
        } else {
          await page.getByTestId('timeline-day').first().waitFor();
        }
        // Whatever fills in (the account's menu, a saved heart) settles before the shifts are read.
        await page.waitForLoadState('networkidle');
        const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
        expect(shift, `${path}: layout shift`).toBeLessThanOrEqual(0.02);
        await page.unrouteAll();
      }
      expect(errors).toEqual([]);
      expect(consoleErrors.filter((text) => /hydrat|#41[89]|#42[35]/i.test(text))).toEqual([]);
      await page.context().close();
    });
  }

  it('starts the app at once when the drawing is in a language this visitor is not shown', async () => {
    const { page, errors } = await openPage(browser, { userAgent: PHONE_AGENT, serviceWorkers: 'block' });
    await page.addInitScript(() =>
      localStorage.setItem(
        'state.user',
        JSON.stringify({
          state: { appSettings: { email: true, pushNotification: true, darkTheme: null, language: 'en' } },
          version: 1,
        }),
      ),
    );
    await watchStart(page);
    const held = await holdApp(page);
    await page.goto(`${baseUrl}/glentia`, { waitUntil: 'commit' });
    // With the fallback timer off, the app is asked for only because nothing was waited for.
    await held.asked;
    expect(await page.locator('[data-first-screen]').isVisible()).toBe(false);
    held.release();
    await page.locator('h1', { hasText: 'Find a glenti' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
