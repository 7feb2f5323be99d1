/**
 * Keyboard and screen reader, in a real browser against the built server. A keyboard user goes
 * from the home page to a glenti, opens its share dialog and closes it, opens the timeline's
 * filters and their calendar and closes both: every stop shows where the focus is, and each
 * closing gives the focus back to the button that opened it. Then axe-core checks every public
 * page, the phone's side menu, the filters and the calendar against WCAG 2.2 AA in Greek and
 * English, light and dark, on a phone and a desktop (in pairs); the sign-in, user, partner and admin screens
 * likewise.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { wcagProblems } from './accessibility.ts';
import { apiLogIn, postAs, submitGlenti, type Tokens } from './api.ts';
import { consentCookieValue, launchBrowser, PHONE, watchRequests } from './browser.ts';
import { ADMIN, PARTNER, USER } from './sign-in.ts';

const baseUrl = inject('baseUrl');

const DESKTOP: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
};

/** The pages checked: a venue, an artist and a glenti of the test's own, and the public pages. */
interface Pages {
  eventId: string;
  venueId: string;
  artistId: string;
}

/** A venue on the map, an artist, and a published glenti of theirs tomorrow, made by an admin. */
async function createPages(): Promise<Pages> {
  const { access_token: token } = await apiLogIn(ADMIN);
  const suffix = randomUUID().slice(0, 6);
  const venue = await postAs<{ id: string }>(token, '/api/admin/location', {
    name: `Ταβέρνα Πληκτρολόγιο ${suffix}`,
    lat: 35.3387,
    lng: 25.1442,
    county: 'HERAKLION',
  });
  const artist = await postAs<{ id: string }>(token, '/api/admin/artist', {
    name: `Λυράρης Πληκτρολόγιο ${suffix}`,
  });
  const { createdId, published } = await submitGlenti(token, {
    venueId: venue.id,
    days: 1,
    artistIds: [artist.id],
  });
  expect(published).toBe(true);
  return { eventId: createdId, venueId: venue.id, artistId: artist.id };
}

/** A signed-in person's browser in `language` and theme, as the app keeps the session. */
async function openContext(
  browser: Browser,
  tokens: Tokens | null,
  { language, dark, options }: { language: 'el' | 'en'; dark: boolean; options: BrowserContextOptions },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: language === 'en' ? 'en-GB' : 'el-GR',
    timezoneId: 'Europe/Athens',
    colorScheme: dark ? 'dark' : 'light',
    // axe-core is added to each page as a script of its own.
    bypassCSP: true,
    ...options,
  });
  await context.addCookies([{ name: 'cc_cookie', value: consentCookieValue(), url: baseUrl }]);
  const state = {
    state: {
      ...(tokens ? { jwt: tokens.access_token, refreshToken: tokens.refresh_token } : {}),
      appSettings: { email: true, pushNotification: true, darkTheme: dark, language },
    },
    version: 1,
  };
  await context.addInitScript({
    content: `localStorage.setItem('state.user', ${JSON.stringify(JSON.stringify(state))});`,
  });
  // No tile server is reachable in tests; every tile fails at once, as on a phone offline.
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  return context;
}

/**
 * What is wrong with the focus now, or null when an element has it and shows it: it matches
 * `:focus-visible` and it, or the box it draws over (its `::after` or `::before`), has an outline
 * or a ring.
 */
function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'the focus is on the page itself';
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    if (!element.matches(':focus-visible')) return `${name} has the focus but does not show it`;
    const shows = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
      (style.boxShadow !== 'none' && style.boxShadow.includes('0px 0px 0px'));
    const drawn = [null, '::after', '::before'].some((pseudo) => shows(getComputedStyle(element, pseudo)));
    return drawn ? null : `${name} shows no focus outline or ring`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element is `wanted` (a test run in the page, so it
 * uses nothing from around it), checking that every stop shows the focus.
 */
async function tabTo(
  page: Page,
  wanted: (element: Element) => boolean,
  { backwards = false, limit = 150 }: { backwards?: boolean; limit?: number } = {},
): Promise<void> {
  const problems: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const problem = await focusProblem(page);
    if (problem) problems.push(problem);
    const active = await page.evaluateHandle(() => document.activeElement ?? document.body);
    const found = await active.evaluate(wanted);
    await active.dispose();
    if (found) {
      expect(problems).toEqual([]);
      return;
    }
  }
  throw new Error(`Not reached in ${limit} presses of Tab; on the way: ${problems.join('; ')}`);
}

/** The accessible name of the focused element, as the test reads it. */
const focusedText = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
  });

describe('keyboard and screen reader', () => {
  let browser: Browser;
  let pages: Pages;
  let tokens: Tokens;

  beforeAll(async () => {
    browser = await launchBrowser();
    pages = await createPages();
    tokens = await apiLogIn(USER);
  });
  afterAll(async () => browser?.close());

  it('goes home → glenti → share → close → filters → calendar by keyboard, seeing and keeping the focus', async () => {
    const context = await openContext(browser, tokens, { language: 'el', dark: false, options: DESKTOP });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${baseUrl}/`);
    await page.locator('main article a[href^="/glentia/"]').first().waitFor();
    // The keys are for the app: it has taken the drawn page over.
    await page.waitForFunction(() => !document.querySelector('#root[data-first-screen]'));

    // Home: to the first glenti card, whose focus must be seen like every stop before it.
    await tabTo(page, (element) => /^\/glentia\/[0-9a-f-]{36}$/.test(element.getAttribute('href') ?? ''));
    const opened = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}${opened}`);
    // The address changes at once; the home page (with its own heading) stays until the glenti's
    // page replaces it, and a Tab meanwhile would run past a page with nothing left to reach.
    await page.getByTestId('event-page').getByRole('heading', { level: 1 }).waitFor();

    // The glenti: its share dialog is modal, and closing it (Escape, then its close button)
    // gives the focus back to "Κοινοποίηση".
    await tabTo(page, (element) => element.textContent?.trim() === 'Κοινοποίηση');
    for (const close of ['Escape', 'close button'] as const) {
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Κοινοποίηση' });
      await dialog.waitFor();
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      expect(await focusProblem(page)).toBeNull();
      if (close === 'Escape') await page.keyboard.press('Escape');
      else {
        await tabTo(page, (element) => element.getAttribute('aria-label') === 'Κλείσιμο', { limit: 20 });
        await page.keyboard.press('Enter');
      }
      await dialog.waitFor({ state: 'detached' });
      // Radix hands the focus back in the task after the dialog has gone.
      await expect.poll(() => focusedText(page), { message: `after the ${close}` }).toBe('Κοινοποίηση');
      expect(await focusProblem(page)).toBeNull();
    }

    // To the timeline through the menu beside the page, then its filters.
    await tabTo(page, (element) => element.getAttribute('href') === '/glentia', { backwards: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/glentia`);
    await page
      .locator('main button', { hasText: /^\s*Φίλτρα/ })
      .first()
      .waitFor();
    await tabTo(page, (element) => element.textContent?.trim().startsWith('Φίλτρα') === true);
    await page.keyboard.press('Enter');
    const sheet = page.getByTestId('filter-sheet');
    await sheet.waitFor();
    expect(await sheet.getAttribute('aria-modal')).toBe('true');

    // A dialog over the sheet: the calendar. Escape closes it and the focus is back on its chip,
    // inside the sheet; Escape again closes the sheet and the focus is back on "Φίλτρα".
    await tabTo(page, (element) => element.getAttribute('data-testid') === 'date-range-chip', { limit: 40 });
    await page.keyboard.press('Enter');
    const calendar = page.getByTestId('calendar-dialog');
    await calendar.waitFor();
    expect(await calendar.getAttribute('aria-modal')).toBe('true');
    await tabTo(page, (element) => element.closest('.rdp-day') !== null, { limit: 20 });
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('date-range-chip');
    expect(await focusProblem(page)).toBeNull();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => focusedText(page)).toMatch(/^Φίλτρα/);
    expect(await focusProblem(page)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  /**
   * Language, theme and screen size, in pairs: each of the four rows differs, and every pair of
   * values of any two of them (Greek and dark, English on a phone, dark on a desktop, ...) is in one
   * row. What goes wrong with one setting or an interplay of two is found in half the runs of all
   * eight (each run visits some twenty screens with axe, about 40 s).
   */
  const combinations = [
    { language: 'el', dark: false, device: 'phone' },
    { language: 'el', dark: true, device: 'desktop' },
    { language: 'en', dark: false, device: 'desktop' },
    { language: 'en', dark: true, device: 'phone' },
  ] as const;

  it.each(combinations)(
    'has no WCAG 2.2 AA failures in $language, dark $dark, on a $device',
    async ({ language, dark, device }) => {
      const context = await openContext(browser, tokens, {
        language,
        dark,
        options: device === 'phone' ? PHONE : DESKTOP,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      const found: string[] = [];
      const check = async (what: string) => {
        for (const problem of await wcagProblems(page)) found.push(`${what}: ${problem}`);
      };
      const visit = async (path: string, ready: () => Promise<unknown>) => {
        await page.goto(`${baseUrl}${path}`);
        await ready();
        await check(path);
      };
      const heading = () => page.getByRole('heading', { level: 1 }).first().waitFor();

      await visit('/', () => page.locator('main article').first().waitFor());
      if (device === 'phone') {
        // The side menu, over the page on a phone.
        await page.getByRole('button', { name: language === 'el' ? 'Άνοιγμα μενού' : 'Open menu' }).click();
        await page.getByRole('dialog').locator('nav a').first().waitFor();
        await check('/ menu');
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      await visit(`/glentia/${pages.eventId}`, heading);
      await visit(`/location/${pages.venueId}`, heading);
      // The claim a signed-in person opens from a venue's page (issue 31).
      await page.getByTestId('claim-button').click();
      await page.getByTestId('claim-form').waitFor();
      await check('claim dialog');
      await page.keyboard.press('Escape');
      await page.getByTestId('claim-dialog').waitFor({ state: 'detached' });
      await visit(`/artist/${pages.artistId}`, heading);
      await visit('/maps', () => page.locator('.glentia-marker').first().waitFor({ state: 'attached' }));
      // The map as a list, its equal: every marker's place, the test's venue among them.
      await page.getByTestId('open-nearby').click();
      const list = page.getByTestId('nearby-places-dialog');
      await list.getByTestId('nearby-place').first().waitFor();
      expect(await list.getByTestId('nearby-place').count()).toBeGreaterThanOrEqual(
        await page.locator('.glentia-marker').count(),
      );
      expect(await list.innerText()).toMatch(/Πληκτρολόγιο|Pliktrologio/);
      await check('/maps list');
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'detached' });
      await visit('/glentia/search', () => page.getByRole('combobox').first().waitFor());
      for (const path of ['/help', '/privacy', '/terms', '/cookies', '/disclaimer', '/contact']) {
        await visit(path, heading);
      }
      // The timeline, its filter sheet and the calendar over it.
      await visit('/glentia', () => page.locator('main article').first().waitFor());
      await page.getByTestId('date-range-chip').first().waitFor();
      await page
        .getByRole('button', { name: language === 'el' ? /^Φίλτρα/ : /^Filters/ })
        .first()
        .click();
      await page.getByTestId('filter-sheet').waitFor();
      await check('/glentia filters');
      await page.getByTestId('filter-sheet').getByTestId('date-range-chip').click();
      await page.getByTestId('calendar-dialog').locator('button.rdp-day_button').first().waitFor();
      await check('/glentia calendar');

      expect(found).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    240_000,
  );

  /** The screens of each kind of caller: a visitor's sign-in screens, a user's, a partner's, an admin's. */
  const SCREENS: Array<{ who: 'visitor' | 'user' | 'partner' | 'admin'; paths: string[] }> = [
    { who: 'visitor', paths: ['/login', '/register', '/forgot-password'] },
    {
      who: 'user',
      paths: [
        '/settings',
        '/settings/profile',
        '/settings/notifications',
        '/settings/security',
        '/notifications',
        '/favorites',
        '/uploaded',
        '/glenti/edit',
      ],
    },
    { who: 'partner', paths: ['/partner'] },
    {
      who: 'admin',
      paths: [
        '/unpublished',
        '/events',
        '/users',
        '/admin/locations',
        '/admin/artists',
        '/admin/ads',
        '/admin/sources',
        '/admin/claims',
        '/instagram',
      ],
    },
  ];

  it.each(combinations)(
    'has no WCAG 2.2 AA failures on the sign-in, user, partner and admin screens in $language, dark $dark, on a $device',
    async ({ language, dark, device }) => {
      const found: string[] = [];
      const errors: string[] = [];
      for (const { who, paths } of SCREENS) {
        const session =
          who === 'visitor' ? null : await apiLogIn({ user: USER, partner: PARTNER, admin: ADMIN }[who]);
        const context = await openContext(browser, session, {
          language,
          dark,
          options: device === 'phone' ? PHONE : DESKTOP,
        });
        const page = await context.newPage();
        page.on('pageerror', (error) => errors.push(`${who}: ${error}`));
        const requests = watchRequests(page);
        for (const path of paths) {
          await page.goto(`${baseUrl}${path}`);
          await page.locator('main h1, main h2').first().waitFor();
          // The screen itself, not a sign-in screen it sent the caller to.
          expect(new URL(page.url()).pathname, `${who} ${path}`).toBe(path);
          // Its lists and forms filled in, as the person would read them.
          await requests.settled();
          for (const problem of await wcagProblems(page)) found.push(`${who} ${path}: ${problem}`);
        }
        if (who === 'visitor') {
          // The sign-in sheet a visitor gets where an account is needed.
          await page.goto(`${baseUrl}/maps`);
          await page.getByRole('dialog').waitFor();
          for (const problem of await wcagProblems(page)) found.push(`visitor sign-in sheet: ${problem}`);
        }
        await context.close();
      }
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
    },
    300_000,
  );
});
