/**
 * What a reader does on a drawn page before the app has taken it over, and what must come of it
 * once it has: the journeys the first visit's and the returning visit's tests share.
 */
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { holdAppScripts } from './browser.ts';

/** Resolves once the app has taken the drawn page over (its marks are gone). */
export const takenOver = (page: Page) =>
  page.locator('#root:not([data-first-screen])').waitFor({ state: 'attached' });

/**
 * Call before the page is opened: the returned wait ends once the app has adopted the whole drawn
 * page, its own part too (`glentia:adopted`), after which every control of the page answers (the
 * frame is adopted first, `takenOver`).
 */
export async function watchPageAdoption(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() =>
    document.addEventListener(
      'glentia:adopted',
      () => {
        (window as unknown as { pageAdopted: boolean }).pageAdopted = true;
      },
      { once: true },
    ),
  );
  return async () => {
    await page.waitForFunction(() => (window as unknown as { pageAdopted?: boolean }).pageAdopted === true);
  };
}

/** The phone menu's button, tapped while the app is held back, opens once the app is there. */
export async function tapMenuBeforeTakeover(page: Page): Promise<void> {
  const release = await holdAppScripts(page);
  await page.goto(`${inject('baseUrl')}/`);
  const menu = page.getByRole('button', { name: 'Άνοιγμα μενού' });
  await menu.tap();
  expect(await menu.getAttribute('aria-expanded')).toBe('false');
  release();
  await takenOver(page);
  await page.locator('[aria-expanded="true"][aria-controls="app-drawer"]').waitFor();
}

/** Letters typed into the search box while the app is held back are typed again once it is there. */
export async function typeBeforeTakeover(page: Page): Promise<void> {
  const release = await holdAppScripts(page);
  await page.goto(`${inject('baseUrl')}/glentia`);
  const search = page.getByRole('combobox');
  await search.tap();
  await page.keyboard.type('λύρ');
  expect(await search.inputValue()).toBe('');
  release();
  await takenOver(page);
  await page.getByRole('button', { name: 'Καθαρισμός αναζήτησης' }).waitFor();
  expect(await search.inputValue()).toBe('λύρ');
  expect(await search.evaluate((element) => element === document.activeElement)).toBe(true);
}
