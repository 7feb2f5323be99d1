/**
 * A returning reader (a cookie choice made, so not a first visit) on a page the server drew: the
 * page is theirs before the app has taken it over. Tab reaches its links and buttons at once and
 * the focus stays where it is as the app adopts the page; a tap on a button or a link, or letters
 * typed, meanwhile are made again once the app answers them (app-start.js).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { takenOver, tapMenuBeforeTakeover, typeBeforeTakeover } from './before-takeover.ts';
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

describe('a returning reader on a drawn page, before the app has taken it over', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('reaches the page with Tab at once, and keeps the focus there as the app takes the page over', async () => {
    const { page, errors } = await openPage(browser, DESKTOP);
    const release = await holdAppScripts(page);
    await page.goto(`${baseUrl}/glentia`, { waitUntil: 'commit' });
    await page.locator('#root h1').first().waitFor({ state: 'visible' });
    await page.waitForLoadState('domcontentloaded');
    expect(await page.locator('#root[data-first-screen]:not([inert])').count()).toBe(1);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    const before = await focused(page);
    expect(before).toMatch(/^page /);
    expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
    release();
    await takenOver(page);
    // Adopted, the page keeps its elements: the focus is where the reader left it.
    expect(await focused(page)).toBe(before);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^page /);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('makes a tap on a button again once the app has taken the page over', async () => {
    const { page, errors } = await openPage(browser, { userAgent: PHONE_AGENT });
    await tapMenuBeforeTakeover(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('types again what was typed into the search box before the app had taken the page over', async () => {
    const { page, errors } = await openPage(browser, { userAgent: PHONE_AGENT });
    await typeBeforeTakeover(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('leads a link tapped meanwhile where the app leads it, once the app is there', async () => {
    const { page, errors } = await openPage(browser, { userAgent: PHONE_AGENT });
    const release = await holdAppScripts(page);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('stat-glentia').waitFor();
    // A visitor's map asks them to sign in first: the app's rule, not the link's.
    await page
      .getByRole('navigation', { name: 'Κύρια πλοήγηση' })
      .getByRole('link', { name: 'Χάρτης' })
      .tap();
    expect(new URL(page.url()).pathname).toBe('/');
    release();
    await page.getByTestId('login-sheet').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('follows a link tapped meanwhile as a plain link when the app does not come', async () => {
    const { page } = await openPage(browser, { userAgent: PHONE_AGENT });
    await holdAppScripts(page);
    await page.goto(`${baseUrl}/`);
    await page.locator('main').getByRole('link', { name: 'Δες όλα' }).tap();
    await page.waitForURL(`${baseUrl}/glentia`);
    await page.context().close();
  });
});
