import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { holdAppScripts, launchBrowser, openPage } from './browser.ts';

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const DESKTOP = {
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  serviceWorkers: 'block' as const,
};

/** The focused element, told apart by what a reader sees of it. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing';
    const inRoot = Boolean(element.closest('#root'));
    return `${inRoot ? 'page' : 'outside'} ${element.tagName} ${element.getAttribute('href') ?? ''} ${(
      element.getAttribute('aria-label') ??
      element.textContent ??
      ''
    )
      .trim()
      .slice(0, 40)}`;
  });
}

/** Where `presses` Tab presses (Shift+Tab when `back`) take the focus on a page the app has taken over. */
async function focusAfterTakeover(browser: Browser, path: string, presses: number, back: boolean) {
  const { page } = await openPage(browser, DESKTOP);
  await page.goto(`${inject('baseUrl')}${path}`);
  await page.waitForFunction(() => !document.querySelector('#root[inert]'));
  for (let i = 0; i < presses; i++) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  const where = await focused(page);
  await page.context().close();
  return where;
}

describe('the keyboard before the app has taken over a drawn page', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const { presses, back } of [
    { presses: 3, back: false },
    { presses: 1, back: true },
  ]) {
    it(`keeps ${presses} ${back ? 'Shift+Tab' : 'Tab'} press(es) made while the page was inert`, async () => {
      const expected = await focusAfterTakeover(browser, '/glentia', presses, back);
      expect(expected).toMatch(/^page /);

      const { page, errors } = await openPage(browser, DESKTOP);
      const release = await holdAppScripts(page);
      await page.goto(`${baseUrl}/glentia`, { waitUntil: 'commit' });
      await page.locator('#root h1').first().waitFor({ state: 'visible' });
      // The page's start-up script (which keeps the presses) runs once the HTML is read.
      await page.waitForLoadState('domcontentloaded');
      expect(await page.locator('#root[data-first-screen][inert]').count()).toBe(1);
      for (let i = 0; i < presses; i++) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      // The drawn page stays inert meanwhile: nothing in it can be used before the app is there.
      expect(await page.locator('#root[inert]').count()).toBe(1);
      release();
      await page.waitForFunction(() => !document.querySelector('#root[inert]'));
      await expect.poll(() => focused(page)).toBe(expected);
      // The focus is shown, as for any keyboard focus.
      expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('keeps a Tab pressed while the page is still loading, before its start-up script has run', async () => {
    const expected = await focusAfterTakeover(browser, '/glentia', 2, false);
    const { page, errors } = await openPage(browser, DESKTOP);
    const release = await holdAppScripts(page);
    // The start-up script runs once the HTML is read; held back, the page is on screen without it.
    const releaseStart = await holdAppScripts(page, '**/app-start.js');
    const asked = page.waitForRequest((request) => request.url().endsWith('/app-start.js'));
    await page.goto(`${baseUrl}/glentia`, { waitUntil: 'commit' });
    await page.locator('#root h1').first().waitFor({ state: 'visible' });
    await asked;
    for (let i = 0; i < 2; i++) await page.keyboard.press('Tab');
    releaseStart();
    release();
    await page.waitForFunction(() => !document.querySelector('#root[inert]'));
    await expect.poll(() => focused(page)).toBe(expected);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('leaves the focus alone when the reader has moved it elsewhere since', async () => {
    const { page } = await openPage(browser, { userAgent: PHONE_AGENT, serviceWorkers: 'block' });
    const release = await holdAppScripts(page);
    await page.goto(`${baseUrl}/glentia`, { waitUntil: 'commit' });
    await page.locator('#root h1').first().waitFor({ state: 'visible' });
    await page.waitForLoadState('domcontentloaded');
    await page.keyboard.press('Tab');
    // A click on the page (which the inert drawing ignores) means the Tab press is not wanted any more.
    await page.mouse.click(5, 300);
    release();
    await page.waitForFunction(() => !document.querySelector('#root[inert]'));
    expect(await focused(page)).toBe('nothing');
    await page.context().close();
  });
});
