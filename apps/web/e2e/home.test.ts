import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

describe('home page in a real browser', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows Greek text and the real statistics, then English after switching language', async () => {
    const statistics = (await (await fetch(`${baseUrl}/api/public/initialize`)).json()).statistics as {
      glentia: number;
      users: number;
      online: number;
    };
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/`);

    const glentia = page.getByTestId('stat-glentia');
    await glentia.waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('el');
    expect(await glentia.getAttribute('data-value')).toBe(String(statistics.glentia));
    expect(await page.getByTestId('stat-users').getAttribute('data-value')).toBe(String(statistics.users));
    // Visitors who allowed no statistics are not counted: a handful (or none) online is left out,
    // never shown as a "0" beside the person reading it.
    expect(statistics.online).toBeLessThan(5);
    expect(await page.getByTestId('stat-online').count()).toBe(0);
    expect(await page.getByRole('definition').count()).toBe(2);
    const greekBody = await page.locator('main').innerText();
    expect(greekBody).toMatch(/[Α-Ωα-ω]{4,}/);
    expect(greekBody).toMatch(/Γλέντια|γλέντια|γλέντι/);

    await page.getByTestId('language-toggle').first().click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    // The drawn page's own mark of its language goes with the switch: the page is English now.
    expect(await page.locator('#root').getAttribute('lang')).toBeNull();
    const englishBody = await page.locator('main').innerText();
    expect(englishBody).toMatch(/Crete/);
    expect(englishBody).toMatch(/Heraklion|Chania|Rethymno|Lasithi/);
    expect(errors).toEqual([]);
  });

  it('shows promoted events from all four counties', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('stat-glentia').waitFor();
    const text = await page.locator('main').innerText();
    for (const county of ['Ηράκλειο', 'Χανιά', 'Ρέθυμνο', 'Λασίθι']) expect(text).toContain(county);
  });
});
