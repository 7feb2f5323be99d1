/** The machine's Chromium, driven by playwright-core, for the browser journeys. */

import { KEPT_COOKIE } from '@glentia/core';
import {
  type Browser,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
}

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** A cookie-consent record (`cc_cookie`) for "necessary only", as the consent banner stores it. */
export function consentCookieValue(): string {
  const now = new Date().toISOString();
  return encodeURIComponent(
    JSON.stringify({
      categories: ['necessary'],
      revision: 1,
      data: null,
      consentTimestamp: now,
      consentId: 'e2e',
      services: { necessary: [] },
      languageCode: 'el',
      lastConsentTimestamp: now,
      expirationTime: Date.now() + 86_400_000,
    }),
  );
}

/**
 * The cookie the app writes while it keeps a session, settings or a device id in local storage
 * (lib/kept-on-device.ts): a test that puts one there itself sets it too, as the app would have.
 */
export function keptCookie(baseUrl: string): { name: string; value: string; url: string } {
  return { name: KEPT_COOKIE, value: '1', url: baseUrl };
}

/**
 * A new page that fails the test on any uncaught page error. The visitor has already answered the
 * cookie banner unless `cookieChoice` is false (the consent journey itself).
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
  { cookieChoice = true }: { cookieChoice?: boolean } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    locale: 'el-GR',
    timezoneId: 'Europe/Athens',
    ...PHONE,
    ...options,
  });
  if (cookieChoice) {
    await context.addCookies([{ name: 'cc_cookie', value: consentCookieValue(), url: inject('baseUrl') }]);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors };
}

/**
 * Holds back the app's own scripts (or the requests `pattern` names) until the returned function
 * is called: what shows meanwhile is the server's page, its stylesheet and its inline start-up
 * script alone.
 */
export async function holdAppScripts(page: Page, pattern = '**/assets/*.js'): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

/**
 * Watches `page`'s requests; `settled()` then waits until none has been in flight for `quietMs`
 * (or `timeoutMs` has passed: a stream that never ends does not hold the test). Playwright's
 * 'networkidle' asks for 500 ms of quiet, longer than a screen's check itself takes here.
 */
export function watchRequests(page: Page): {
  settled(options?: { quietMs?: number; timeoutMs?: number }): Promise<void>;
} {
  const inFlight = new Set<Request>();
  let changedAt = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    changedAt = Date.now();
  });
  const ended = (request: Request) => {
    inFlight.delete(request);
    changedAt = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled({ quietMs = 100, timeoutMs = 5_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const quietFor = Date.now() - changedAt;
        if (inFlight.size === 0 && quietFor >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, inFlight.size ? 20 : quietMs - quietFor));
      }
    },
  };
}

/**
 * Swipes a row of cards along (`cards`, its items) until it holds `total`: on a page the server
 * drew, the cards further along join as the row's last card comes into view.
 */
export async function swipeToRowEnd(cards: Locator, total: number): Promise<void> {
  for (let shown = await cards.count(); shown < total; shown = await cards.count()) {
    await cards.last().scrollIntoViewIfNeeded();
    await cards.nth(shown).waitFor({ state: 'attached' });
  }
}
