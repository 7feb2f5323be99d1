/**
 * Moving around the app in a real browser: a new screen opens at its top, the back button returns
 * to the place in the list the visitor left, and a form with unsaved changes asks before the back
 * button takes the visitor away.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';
import { openAs, USER } from './sign-in.ts';

const baseUrl = inject('baseUrl');

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

describe('moving around in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('opens an event at its top, and the back button returns to the same place in the list', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/glentia`);
    const cards = page.locator('main a[href^="/glentia/"]');
    await cards.nth(5).waitFor();
    // A card well below the first screen, once the posters above it have loaded.
    const target = cards.nth(5);
    await target.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const href = (await target.getAttribute('href')) ?? '';
    expect(await scrollY(page)).toBeGreaterThan(300);
    await target.click();
    await page.waitForURL(`${baseUrl}${href}`);
    // (The address changes before the event's page replaces the list.)
    await page.getByTestId('event-page').getByRole('heading', { level: 1 }).waitFor();
    expect(await scrollY(page)).toBe(0);

    await page.evaluate(() => window.history.back());
    await page.waitForURL(`${baseUrl}/glentia`);
    // The card the visitor opened is on the screen again. (Days far from the screen skip their
    // layout until near, so the place can be off by part of a card.)
    await page.waitForFunction((link) => {
      const rect = document.querySelector(`main a[href="${link}"]`)?.getBoundingClientRect();
      return !!rect && window.scrollY > 300 && rect.top >= 0 && rect.bottom <= window.innerHeight;
    }, href);
    expect(errors).toEqual([]);
  });

  it('asks before the back button leaves a form with unsaved changes: stay keeps them, yes leaves', async () => {
    const { page, errors } = await openAs(browser, USER, '/uploaded');
    await page.locator('main a[href="/glenti/edit"]').first().click();
    await page.getByRole('heading', { level: 1, name: 'Νέο γλέντι' }).waitFor();
    const description = page.getByLabel('Περιγραφή');
    await description.fill('Γλέντι με λύρα και λαούτο');

    await page.evaluate(() => window.history.back());
    const question = page.getByRole('alertdialog', { name: 'Έξοδος χωρίς αποθήκευση;' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Μένω εδώ' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${baseUrl}/glenti/edit`);
    expect(await description.inputValue()).toBe('Γλέντι με λύρα και λαούτο');

    await page.evaluate(() => window.history.back());
    await question.waitFor();
    await question.getByRole('button', { name: 'Ναι' }).click();
    await page.waitForURL(`${baseUrl}/uploaded`);
    expect(errors).toEqual([]);
  });
});
