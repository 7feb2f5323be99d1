import type { TEventSummaryPage } from '@glentia/core';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogIn, submitSeries } from './api.ts';
import { holdAppScripts, launchBrowser, openPage } from './browser.ts';
import { ADMIN, openAs, USER } from './sign-in.ts';

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const DESKTOP_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/** A phone, and a desktop's 1280×800 window; the service worker stays out of the way of routes. */
const DEVICES: Array<{ name: string; options: BrowserContextOptions }> = [
  { name: 'phone', options: { userAgent: PHONE_AGENT, serviceWorkers: 'block' } },
  {
    name: 'desktop',
    options: {
      userAgent: DESKTOP_AGENT,
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
      isMobile: false,
      hasTouch: false,
      serviceWorkers: 'block',
    },
  },
];

/** React's complaints about a drawing it could not adopt as it was. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|#418|#419|#423|#425/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

type WatchedWindow = Window & { loginRowSeen?: boolean };

/**
 * Notes whether the menu's "Log in" link is ever visible from now on: checked after every change
 * to the page (a mutation observer runs before anything else can change it again).
 */
function watchLoginRow(page: Page): Promise<void> {
  return page.evaluate(() => {
    const watched = window as WatchedWindow;
    watched.loginRowSeen = false;
    new MutationObserver(() => {
      const link = document.querySelector('#app-drawer a[href="/login"]');
      if (link?.checkVisibility({ visibilityProperty: true })) watched.loginRowSeen = true;
    }).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
  });
}

describe('a signed-in reload shows the drawn page at once, on a phone and on a desktop', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let event: TEventSummaryPage['events'][number];
  /** A night of a weekly series: its page has a note of the series, and its admin a way to edit it. */
  let seriesNight: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const week = (await (
      await fetch(`${baseUrl}/api/public/glentia/summary?days=7`)
    ).json()) as TEventSummaryPage;
    expect(week.events.length, 'the demo data has glentia this week').toBeGreaterThan(0);
    event = week.events[0]!;
    const [venue] = (await (await fetch(`${baseUrl}/api/public/locations`)).json()) as Array<{ id: string }>;
    const [artist] = (await (await fetch(`${baseUrl}/api/public/artists`)).json()) as Array<{ id: string }>;
    const { access_token } = await apiLogIn(ADMIN);
    const series = await submitSeries(access_token, {
      venueId: venue!.id,
      artistIds: [artist!.id],
      days: 1,
      weeks: 3,
    });
    seriesNight = series.upcoming[0]!.id;
  });
  afterAll(async () => browser?.close());

  for (const { name, options } of DEVICES) {
    it(`${name}: the heading is on screen before the app's scripts run, and the app adopts the page`, async () => {
      const { page, errors } = await openAs(browser, USER, '/glentia', options);
      const session = await page.evaluate(() => localStorage.getItem('state.user'));
      expect(session).toContain('"jwt":"ey');
      const complaints = hydrationErrors(page);
      for (const path of ['/glentia', `/glentia/${event.id}`]) {
        const release = await holdAppScripts(page);
        // The page's `load` waits for the scripts held back: the test goes on once the page has come.
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
        const heading = page.locator('#root h1').first();
        await heading.waitFor({ state: 'visible' });
        // No app code has run: the page is still the server's, usable as it is, and on screen.
        expect(await page.locator('#root[data-first-screen]:not([inert])').count(), path).toBe(1);
        expect((await heading.innerText()).trim().length, path).toBeGreaterThan(0);
        if (name === 'desktop') {
          // The menu beside the page is drawn with it, without a "Log in" for someone signed in.
          expect(await page.locator('#app-drawer nav').isVisible(), path).toBe(true);
          expect(await page.locator('#app-drawer a[href="/login"]').count(), path).toBe(1);
          // (Polled: the page may be read before its stylesheet has come, which nothing is painted without.)
          await expect
            .poll(() => page.locator('#app-drawer a[href="/login"]').isVisible(), { message: path })
            .toBe(false);
        }
        const drawnHeading = await heading.elementHandle();
        if (name === 'desktop') await watchLoginRow(page);
        release();
        await page.waitForFunction(() => !document.querySelector('#root[data-first-screen]'));
        // The app adopted the very heading the server sent (nothing drawn twice)...
        expect(await drawnHeading!.evaluate((element) => element.isConnected), path).toBe(true);
        await page.unroute('**/assets/*.js');
        if (path !== '/glentia') continue;
        // ...and the signed-in parts filled in: the menu greets the account by name.
        if (name === 'desktop') {
          await page.locator('#app-drawer h2', { hasText: /Γεια σου, .+!/ }).waitFor();
          // Between the takeover and their session coming in, the "Log in" row was never shown (nor
          // reachable by Tab, which lost the focus when the row went).
          expect(await page.evaluate(() => (window as WatchedWindow).loginRowSeen)).toBe(false);
        } else {
          await page.getByRole('button', { name: 'Άνοιγμα μενού' }).click();
          await page
            .getByRole('dialog')
            .getByText(/Γεια σου, .+!/)
            .waitFor();
          await page.keyboard.press('Escape');
        }
      }
      expect(complaints).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  for (const { name, options } of DEVICES) {
    for (const kind of ['a glenti', 'a series night'] as const) {
      it(`${name}: moves nothing on ${kind}'s drawn page when an admin's controls come in`, async () => {
        const id = kind === 'a glenti' ? event.id : seriesNight;
        const { page, errors } = await openAs(browser, ADMIN, '/glentia', options);
        // Every shift of what is on screen, from the page's first script (none follows an input here).
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { shifts: number[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
          }).observe({ type: 'layout-shift', buffered: true });
        });
        // The drawn page, without the controls (the server does not know who reads it), is on screen
        // before the app starts, as on a slow phone. Beside the poster on a desktop they would lengthen
        // the details column and move the ad under it, and the menu's admin links would move its
        // settings: the room for both is kept from the first paint. A series' note says the same to
        // everyone: the link to edit the series is among the controls.
        const release = await holdAppScripts(page);
        await page.goto(`${baseUrl}/glentia/${id}`, { waitUntil: 'commit' });
        await page.locator('#root[data-first-screen] h1').waitFor({ state: 'visible' });
        const room = page.locator('[data-owner-room]');
        const roomDrawn = await room.evaluate((element) => element.getBoundingClientRect().height);
        release();
        const controls = page.getByTestId('event-controls');
        await controls.waitFor();
        await page.waitForFunction(() => !document.querySelector('#root[data-first-screen]'));
        if (kind === 'a series night')
          await controls.getByRole('link', { name: 'Άλλαξε τη σειρά' }).waitFor();
        const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
        expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.005);
        if (name === 'desktop') {
          // The controls filled the room kept for them, below the window's foot here as on a taller
          // screen, where what is under them would move.
          expect(await room.evaluate((element) => element.getBoundingClientRect().height)).toBe(roomDrawn);
          // All of an admin's menu fits the window, so nothing the session adds to it can push its
          // foot, whatever the data holds (a waiting count, a venue they run).
          const menu = await page.locator('#app-drawer').evaluate((drawer) => ({
            content: drawer.scrollHeight,
            window: drawer.clientHeight,
          }));
          expect(menu.content).toBeLessThanOrEqual(menu.window);
        }
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }

  it('starts the app at once when the drawing is hidden (another language chosen), with no timer', async () => {
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
    // Timers stand still: only a start that waits for no paint and no timer asks for the app.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const html = await (await fetch(`${baseUrl}/`, { headers: { 'user-agent': PHONE_AGENT } })).text();
    const entry = html.match(/data-entry="([^"]+)"/)?.[1];
    expect(entry).toBeDefined();
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === entry);
    await page.goto(`${baseUrl}/`);
    expect(await page.locator('[data-first-screen]').isVisible()).toBe(false);
    await asked;
    await page.clock.resume();
    await page.locator('#root h1, #root h2').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
