/**
 * Screens a week of use found wanting, in a real browser against the built server: the first tap
 * on a county chip counts, a promoted card's badge and price sit side by side, tabs name the item
 * they show, and the desktop drawer reaches every link.
 */
import type { TEvent } from '@glentia/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';
import { ADMIN, logIn, openAs, USER } from './sign-in.ts';

const baseUrl = inject('baseUrl');
const DESKTOP = {
  viewport: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
};

async function adminToken(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Where the element is once it has stopped moving (a sheet rising, a list opening). */
async function settledBox(locator: Locator) {
  let last = await locator.boundingBox();
  for (;;) {
    await locator.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    const next = await locator.boundingBox();
    if (next && last && next.x === last.x && next.y === last.y) return next;
    last = next;
  }
}

/** The `<title>` the server sends for a page to a phone that speaks `language`. */
async function servedTitle(path: string, language = 'el-GR'): Promise<string> {
  const html = await (await fetch(`${baseUrl}${path}`, { headers: { 'accept-language': language } })).text();
  return /<title>([^<]*)<\/title>/.exec(html)![1]!.replaceAll('&amp;', '&');
}

async function tabTitleAfterLoad(page: Page, path: string): Promise<string> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  return page.title();
}

describe('screens of a week of use', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('counts the first tap on a county chip in the filters: nothing opens or moves under the finger', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/glentia`);
    await page.getByTestId('open-filters').click();
    const sheet = page.getByTestId('filter-sheet');
    await sheet.waitFor();
    const chip = sheet.getByRole('button', { name: 'Χανιά', exact: true });
    const box = await settledBox(chip);
    expect(await sheet.getByRole('listbox').count()).toBe(0);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows a promoted card's featured badge and its price side by side, never one over the other", async () => {
    const token = await adminToken();
    const listed = (await (await fetch(`${baseUrl}/api/public/glentia`)).json()) as TEvent[];
    const priced = listed.find((event) => !event.selected && !event.canceled && (event.entryPrice ?? 0) > 0)!;
    const promoted = await fetch(`${baseUrl}/api/admin/glentia/${priced.id}/promote`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(promoted.status).toBe(200);

    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/`);
    const card = page.locator('article, li').filter({ has: page.locator(`a[href="/glentia/${priced.id}"]`) });
    const badge = card.getByTestId('featured-badge').first();
    const price = card.getByTestId('entry-chip').first();
    await badge.waitFor();
    await page.waitForLoadState('networkidle');
    const a = (await badge.boundingBox())!;
    const b = (await price.boundingBox())!;
    const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
    const overlapY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
    expect(overlapX <= 0 || overlapY <= 0, `badge ${JSON.stringify(a)} price ${JSON.stringify(b)}`).toBe(
      true,
    );
    expect(errors).toEqual([]);

    await fetch(`${baseUrl}/api/admin/glentia/${priced.id}/promote`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    await page.context().close();
  });

  it('names the event, the venue and the artist in the tab once the page has loaded, as the server does', async () => {
    const listed = (await (await fetch(`${baseUrl}/api/public/glentia`)).json()) as TEvent[];
    const event = listed.find((item) => !item.canceled && item.location && item.artists.length > 0)!;
    const { page, errors } = await openPage(browser);
    for (const path of [
      `/glentia/${event.id}`,
      `/location/${event.location!.id}`,
      `/artist/${event.artists[0]!.id}`,
    ]) {
      const expected = await servedTitle(path);
      expect(expected).not.toMatch(/^(Γλέντι|Μαγαζί|Καλλιτέχνης) · /);
      expect(await tabTitleAfterLoad(page, path)).toBe(expected);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("names every drawn page in the tab as the app does, in the phone's language, before it has started", async () => {
    const listed = (await (await fetch(`${baseUrl}/api/public/glentia`)).json()) as TEvent[];
    const event = listed.find((item) => !item.canceled && item.location && item.artists.length > 0)!;
    const venuePage = `/location/${event.location!.id}`;
    const paths = ['/', '/glentia', `/glentia/${event.id}`, venuePage];
    for (const [locale, name] of [
      ['el-GR', 'Γλέντια'],
      ['en-GB', 'Glentia'],
    ] as const) {
      const { page, errors } = await openPage(browser, { locale }, { cookieChoice: false });
      for (const path of paths) {
        const served = await servedTitle(path, locale);
        expect(served, `${locale} ${path}`).toMatch(new RegExp(`(^${name} · | · ${name}$)`));
        // A first visit's app waits for the reader: the tab is the drawn page's until they reach.
        await page.goto(`${baseUrl}${path}`);
        expect(await page.title(), `${locale} ${path} before the app`).toBe(served);
        await page.mouse.move(20, 200);
        await page.waitForFunction(() => document.querySelector('#root[data-first-screen]') === null);
        await page.waitForLoadState('networkidle');
        expect(await page.title(), `${locale} ${path} once the app has started`).toBe(served);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }
    expect(await servedTitle('/glentia', 'el-GR')).toBe('Αναζήτηση γλεντιών · Γλέντια');
    expect(await servedTitle('/', 'en-GB')).toBe('Glentia · Glentia and live music in Crete');
    // An English tab writes a venue's name as its page does, in Latin letters.
    expect(await servedTitle(venuePage, 'en-GB')).not.toMatch(/[Α-Ωα-ωΆ-ώ]/);
  });

  it("reaches every link of an admin's drawer at 1280×800, none covered", async () => {
    const { page, errors } = await openAs(browser, ADMIN, '/', DESKTOP);
    const links = page.getByRole('navigation', { name: 'Μενού' }).locator('a, button');
    await links.first().waitFor();
    const count = await links.count();
    expect(count).toBeGreaterThan(8);
    // Every link is on the screen as the drawer opens: none waits below a pinned block.
    for (let index = 0; index < count; index++) {
      const link = links.nth(index);
      const reachable = await link.evaluate((node) => {
        const box = node.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (box.top < 0 || box.bottom > window.innerHeight) return false;
        const hit = document.elementFromPoint(x, y);
        return !!hit && node.contains(hit);
      });
      expect(reachable, await link.innerText()).toBe(true);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
  for (const [screen, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1440, height: 900 }],
  ] as const)
    it(`says so when the map tiles do not load, and offers the list, clear of the cookie bar (${screen})`, async () => {
      // Not yet answered: the cookie bar is up, as on a first visit.
      const { page, errors } = await openPage(browser, { viewport }, { cookieChoice: false });
      // No tile server answers: every tile fails, as on a phone whose network blocks it.
      await page.context().route(/tile\.openstreetmap\.org/, (route) => route.abort());
      await logIn(page, USER, '/maps');
      const notice = page.getByTestId('tiles-failed');
      await notice.filter({ hasText: 'Το φόντο του χάρτη δεν φορτώνει' }).waitFor();
      const bar = page.locator('#consent-bar');
      await bar.waitFor();
      const [shown, covering] = [await notice.boundingBox(), await bar.boundingBox()];
      const apart =
        shown!.y + shown!.height <= covering!.y ||
        covering!.y + covering!.height <= shown!.y ||
        shown!.x + shown!.width <= covering!.x ||
        covering!.x + covering!.width <= shown!.x;
      expect(apart, JSON.stringify([shown, covering])).toBe(true);
      await notice.getByRole('link', { name: 'Δες τη λίστα' }).click();
      await page.waitForURL(`${baseUrl}/glentia`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
});
