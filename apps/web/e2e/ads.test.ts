/**
 * An admin creates an ad with a banner from the ads screen; a visitor's home page shows it in its
 * advert block, counts the view without consent, and the admin's chart has it for today.
 */
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const ADMIN = { email: 'admin@glentia.gr', password: 'glentia-admin' };

async function logIn(page: Page, path: string) {
  await page.goto(`${baseUrl}/login?${new URLSearchParams({ redirect: path })}`);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Κωδικός', { exact: true }).fill(ADMIN.password);
  await page.locator('form').getByRole('button', { name: 'Σύνδεση' }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** A wide banner made on the fly, as a sponsor would send. */
function banner(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 400, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="400"><rect x="100" y="100" width="1000" height="200" rx="40" fill="#f6d365"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
}

/**
 * Opens the home page until its advert block shows the ad titled `title`: a page the server drew
 * picks its ad from the drawing's own seed (the same in the browser), and a drawn page is kept for
 * its address a while, so each visit asks a new address (a query the home page ignores).
 */
async function openHomeShowing(page: Page, title: string) {
  const block = page.getByTestId('home-ad');
  for (let visit = 1; ; visit++) {
    await page.goto(`${baseUrl}/?visit=${visit}`);
    await block.waitFor();
    if ((await block.locator('img').getAttribute('alt')) === title || visit === 40) return block;
  }
}

describe('ads managed in the app, in a real browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('an admin creates an ad with an image and the home page shows it', async () => {
    const title = `Ρακή Ψηλορείτη ${Date.now()}`;
    const admin = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await logIn(admin.page, '/admin/ads');
    await admin.page.getByRole('button', { name: 'Νέα διαφήμιση' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Νέα διαφήμιση' });
    await dialog.getByLabel('Τίτλος', { exact: true }).fill(title);
    await dialog.getByLabel('Σύνδεσμος').fill('https://example.com/raki');
    await dialog.getByLabel('Κείμενο κουμπιού', { exact: true }).fill('Κλείσε τραπέζι');
    await dialog.getByLabel('Κείμενο κουμπιού στα αγγλικά').fill('Book a table');
    await dialog.getByLabel('Βάρος').fill('50');
    await dialog.getByTestId('ad-image-input').setInputFiles({
      name: 'banner.jpg',
      mimeType: 'image/jpeg',
      buffer: await banner(),
    });
    await dialog.getByRole('button', { name: 'Αποθήκευση' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = admin.page.getByRole('article', { name: title });
    await card.getByText('Προβάλλεται').waitFor();
    const imageUrl = await card.locator('img').getAttribute('src');
    expect(imageUrl).toMatch(/^\/uploads\/ads\/[0-9a-f-]{36}\.webp$/);

    // Drawn by the app, the pick lands on the newest IMAGE ad (the last of the weighted list);
    // drawn by the server, it is the drawing's: openHomeShowing visits until it is this ad.
    const visitor = await openPage(browser);
    await visitor.page.addInitScript(() => {
      Math.random = () => 0.9999;
    });
    const counted = visitor.page.waitForResponse(
      (response) => response.url().includes('/anonymous-event') && response.status() === 204,
    );
    const block = await openHomeShowing(visitor.page, title);
    expect(await block.locator('img').getAttribute('src')).toBe(imageUrl);
    expect(await block.locator('img').getAttribute('alt')).toBe(title);
    const link = block.getByRole('link');
    expect(await link.getAttribute('href')).toBe('https://example.com/raki');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.innerText()).toContain('Κλείσε τραπέζι');
    const image = await fetch(`${baseUrl}${imageUrl}`);
    expect(image.headers.get('content-type')).toBe('image/webp');
    await counted;

    // The view, counted without consent, is on today's point of the admin's chart.
    await admin.page.reload();
    const reloaded = admin.page.getByRole('article', { name: title });
    await reloaded.getByRole('button', { name: 'Στατιστικά' }).click();
    await expect
      .poll(async () => reloaded.getByTestId('chart-readout').textContent(), { timeout: 10_000 })
      .toContain('Προβολές: 1');

    // A visitor reading in English gets the English call to action, and the Greek title the
    // sponsor gave no English for.
    const english = await openPage(browser, { locale: 'en-US' });
    await english.page.addInitScript(() => {
      Math.random = () => 0.9999;
    });
    const englishBlock = await openHomeShowing(english.page, title);
    expect(await englishBlock.getByRole('link').innerText()).toContain('Book a table');
    expect(await englishBlock.locator('img').getAttribute('alt')).toBe(title);

    expect([...admin.errors, ...visitor.errors, ...english.errors]).toEqual([]);
    await Promise.all([
      admin.page.context().close(),
      visitor.page.context().close(),
      english.page.context().close(),
    ]);
  });
});
