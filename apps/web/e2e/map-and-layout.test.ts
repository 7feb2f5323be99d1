import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OWN_GESTURES_SELECTOR } from '../src/lib/swipe-navigation.ts';
import { seriousAccessibilityProblems } from './accessibility.ts';
import { apiLogIn, postAs, submitGlenti } from './api.ts';
import { watchPageAdoption } from './before-takeover.ts';
import { launchBrowser, openPage } from './browser.ts';
import { ADMIN } from './sign-in.ts';

const INSTAGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 Instagram 300.0.0.29.110 Android';

interface ApiEvent {
  id: string;
  location: { name: string; lat: number | null; lng: number | null } | null;
}

/** The demo user's tokens, signed in once through the API as the login page would. */
let demoTokens: Promise<{ access_token: string; refresh_token: string }> | null = null;
function signInDemoUser() {
  demoTokens ??= fetch(`${inject('baseUrl')}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'user@glentia.gr', password: 'glentia-user' }),
  }).then(async (response) => {
    if (!response.ok) throw new Error(`demo login failed: ${response.status}`);
    return (await response.json()) as { access_token: string; refresh_token: string };
  });
  return demoTokens;
}

/** A signed-in session as the app stores it (`state.user`). */
async function sessionScript(language: 'el' | 'en' | null) {
  const tokens = await signInDemoUser();
  const state = {
    state: {
      jwt: tokens.access_token,
      refreshToken: tokens.refresh_token,
      appSettings: { email: true, pushNotification: true, darkTheme: null, language },
    },
    version: 1,
  };
  return `localStorage.setItem('state.user', ${JSON.stringify(JSON.stringify(state))});`;
}

async function openLoggedIn(
  browser: Browser,
  options: BrowserContextOptions & { language?: 'el' | 'en' | null } = {},
): Promise<{ page: Page; errors: string[] }> {
  const { language = null, ...contextOptions } = options;
  const opened = await openPage(browser, contextOptions);
  await opened.page.context().addInitScript({ content: await sessionScript(language) });
  // No tile server is reachable in tests; make every tile fail at once, as offline phones see it.
  await opened.page.context().route(/tile\.openstreetmap\.org/, (route) => route.abort());
  return opened;
}

/** The centre of a marker that lies well inside the visible map, clear of the overlays. */
async function visibleMarkerPoint(page: Page) {
  return page.evaluate(() => {
    const height = window.innerHeight;
    const width = window.innerWidth;
    for (const marker of document.querySelectorAll('.glentia-marker')) {
      const rect = marker.getBoundingClientRect();
      if (rect.top > 130 && rect.bottom < height - 130 && rect.left > 10 && rect.right < width - 60) {
        return { x: rect.left + rect.width / 2, y: rect.top + 16 };
      }
    }
    return null;
  });
}

describe('map, information pages and layout in a real browser', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let events: ApiEvent[];

  beforeAll(async () => {
    browser = await launchBrowser();
    // Every event of the map's default range (the map itself asks for its venues).
    events = (await (await fetch(`${baseUrl}/api/public/glentia?limit=1000`)).json()) as ApiEvent[];
  });
  afterAll(async () => browser?.close());

  it('sends logged-out visitors from the map to log in, remembering the map', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/maps`);
    await page.waitForURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/maps');
  });

  it('shows a marker per place, the 5 km circle and a place’s events, with tiles failing', async () => {
    const { page, errors } = await openLoggedIn(browser, {
      geolocation: { latitude: 35.3387, longitude: 25.1442 },
      permissions: ['geolocation'],
    });
    await page.goto(`${baseUrl}/maps`);
    await page.locator('.glentia-marker').first().waitFor({ state: 'attached' });

    const places = new Set(
      events
        .filter((event) => event.location?.lat != null && event.location.lng != null)
        .map((event) => `${event.location!.lat!.toFixed(5)},${event.location!.lng!.toFixed(5)}`),
    );
    expect(places.size).toBeGreaterThan(1);
    // A marker per place, but places whose markers would cover each other at this zoom share one:
    // no two markers overlap.
    const markers = await page
      .locator('.glentia-marker')
      .evaluateAll((all) => all.map((marker) => marker.getBoundingClientRect().toJSON() as DOMRect));
    expect(markers.length).toBeGreaterThan(1);
    expect(markers.length).toBeLessThanOrEqual(places.size);
    for (const [index, a] of markers.entries()) {
      for (const b of markers.slice(index + 1)) {
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(overlap).toBe(false);
      }
    }
    // The summary counts every glenti of the range, as the map's own answer does.
    const { total } = (await (await fetch(`${baseUrl}/api/public/glentia/places`)).json()) as {
      total: number;
    };
    expect(await page.getByTestId('map-summary').innerText()).toContain(String(total));
    // The visitor's circle (5000 m) is drawn although no map tile loaded.
    await page.locator('.leaflet-overlay-pane path').first().waitFor();
    expect(await page.locator('.leaflet-overlay-pane path').count()).toBe(1);
    expect(await page.locator('img.leaflet-tile-loaded').count()).toBe(0);

    // The map flies to the visitor first, and may start flying a moment after the circle is drawn:
    // a click that lands beside a marker that moved is made again on where the marker is now.
    const dialog = page.getByTestId('place-events-dialog');
    const heading = dialog.getByRole('heading');
    await expect
      .poll(
        async () => {
          // A dialog that opened after an earlier wait ran out is not clicked away.
          if (await heading.isVisible()) return true;
          const point = await visibleMarkerPoint(page);
          if (!point) return false;
          await page.mouse.click(point.x, point.y);
          return heading.waitFor({ timeout: 2000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 30_000, message: 'a click on a marker inside the visible map opens its dialog' },
      )
      .toBe(true);
    // The dialog lists exactly the upcoming events of the venues it is titled with.
    const venues = (await heading.innerText()).split(' · ');
    const atVenue = events.filter((event) => venues.includes(event.location?.name ?? ''));
    const links = dialog.locator('a[href^="/glentia/"]');
    expect(atVenue.length).toBeGreaterThan(0);
    // The venue's events are asked when its marker opens.
    await links.first().waitFor();
    expect(await links.count()).toBe(atVenue.length);
    expect(new Set(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href'))))).toEqual(
      new Set(atVenue.map((event) => `/glentia/${event.id}`)),
    );
    const href = await links.first().getAttribute('href');
    await links.first().click();
    await page.waitForURL(`${baseUrl}${href}`);
    expect(errors).toEqual([]);
  });

  it('opens a marker from the keyboard and closes its dialog with Escape', async () => {
    const { page } = await openLoggedIn(browser, { language: 'en' });
    await page.goto(`${baseUrl}/maps`);
    const marker = page.locator('.glentia-marker').first();
    await marker.waitFor({ state: 'attached' });
    expect(await marker.getAttribute('role')).toBe('button');
    expect(await marker.innerText()).toMatch(/: \d+ glent/);
    await marker.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('place-events-dialog');
    await dialog.getByRole('heading').waitFor();
    expect(await dialog.getAttribute('role')).toBe('dialog');
    // Focus moved into the dialog, so Escape reaches it and closes it.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('draws no circle, and shows no error, when the visitor refuses their location', async () => {
    const { page, errors } = await openLoggedIn(browser);
    await page.goto(`${baseUrl}/maps`);
    await page.locator('.glentia-marker').first().waitFor({ state: 'attached' });
    await page.waitForTimeout(500);
    expect(await page.locator('.leaflet-overlay-pane path').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('filters the map by county through the filter sheet', async () => {
    const { page } = await openLoggedIn(browser);
    await page.goto(`${baseUrl}/maps`);
    await page.locator('.glentia-marker').first().waitFor({ state: 'attached' });
    const all = await page.locator('.glentia-marker').count();
    await page.getByRole('button', { name: 'Φίλτρα' }).click();
    const sheet = page.getByTestId('map-filters');
    await sheet.getByRole('button', { name: 'Χανιά' }).click();
    await sheet.getByRole('button', { name: 'Εμφάνιση' }).click();
    await page.waitForURL(/county=CHANIA/);
    // The map counts the glentia at venues with a place: a venue another test made without one
    // (series.test.ts) is in the list but not on the map.
    const chania = (await (await fetch(`${baseUrl}/api/public/glentia?county=CHANIA`)).json()) as ApiEvent[];
    const placed = chania.filter((event) => event.location?.lat != null && event.location.lng != null);
    await page.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="map-summary"]')?.textContent?.includes(String(expected)),
      placed.length,
    );
    const filtered = await page.locator('.glentia-marker').count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
  });

  it('gathers venues close together into one marker that zooms in to them, from the keyboard too', async () => {
    // Seven boats moored a hundred metres apart off the south coast, in the map's first view and
    // kilometres from any other venue, each with a glenti.
    const { access_token: token } = await apiLogIn(ADMIN);
    const suffix = randomUUID().slice(0, 6);
    for (let n = 0; n < 7; n++) {
      const venue = await postAs<{ id: string }>(token, '/api/admin/location', {
        name: `Καΐκι ${suffix} ${n}`,
        lat: 34.85 + n * 0.001,
        lng: 24.75,
        county: 'HERAKLION',
      });
      await submitGlenti(token, { venueId: venue.id, days: 40, posterRed: 40 * n });
    }
    const { page, errors } = await openLoggedIn(browser);
    await page.goto(`${baseUrl}/maps`);
    const crowd = page.locator('.glentia-crowd', { hasText: /(?<!\d)7 μαγαζιά κοντά κοντά: 7 γλέντια/ });
    await crowd.waitFor({ state: 'attached' });
    expect(await crowd.innerText()).toContain('7 γλέντια. Μεγέθυνε εδώ');
    expect(await page.locator('.glentia-marker', { hasText: `Καΐκι ${suffix}` }).count()).toBe(0);

    await crowd.focus();
    await page.keyboard.press('Enter');
    // Zoomed in, every boat is its own marker, named; the focus waits on the map, not lost.
    const boats = page.locator('.glentia-marker', { hasText: `Καΐκι ${suffix}` });
    await expect.poll(() => boats.count(), { timeout: 30_000 }).toBe(7);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('leaflet-container'))).toBe(
      true,
    );
    expect(await page.getByTestId('map-zoomed-in').innerText()).toBe(
      'Μεγέθυνση στα 7 μαγαζιά: φαίνονται τώρα ένα ένα.',
    );
    // Tab from the map reaches the boats' markers.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('glentia-marker'))).toBe(
      true,
    );
    const boat = page.locator('.glentia-marker', { hasText: `Καΐκι ${suffix} 3:` });
    await boat.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('place-events-dialog');
    expect(await dialog.getByRole('heading').innerText()).toBe(`Καΐκι ${suffix} 3`);
    await dialog.locator('a[href^="/glentia/"]').first().waitFor();
    expect(await dialog.locator('a[href^="/glentia/"]').count()).toBe(1);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);

    // The list is the map's equal: from a boat beside them, the seven come first, nearest first.
    const nearby = await openLoggedIn(browser, {
      geolocation: { latitude: 34.853, longitude: 24.751 },
      permissions: ['geolocation'],
    });
    await nearby.page.goto(`${baseUrl}/maps`);
    await nearby.page.getByTestId('open-nearby').click();
    const list = nearby.page.getByTestId('nearby-places-dialog');
    await list.getByTestId('nearby-place').first().waitFor();
    const firstSeven = (await list.getByTestId('nearby-place').allInnerTexts()).slice(0, 7);
    expect(firstSeven.map((text) => text.match(/Καΐκι \w+ (\d)/)?.[1]).sort()).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(await list.getByTestId('nearby-place').count()).toBeGreaterThanOrEqual(7);
    expect(nearby.errors).toEqual([]);
  });

  it('asks people inside Instagram to open Glentia in their browser', async () => {
    const { page, errors } = await openPage(browser, { userAgent: INSTAGRAM_ANDROID });
    await page.goto(`${baseUrl}/help`);
    const prompt = page.getByTestId('in-app-browser-prompt');
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain('Instagram');
    const chrome = prompt.getByRole('link', { name: 'Άνοιγμα στο Chrome' });
    expect(await chrome.getAttribute('href')).toMatch(
      /^intent:\/\/127\.0\.0\.1:\d+\/help#Intent;scheme=http;package=com\.android\.chrome;end$/,
    );
    await prompt.getByRole('button', { name: 'Συνέχεια εδώ' }).click();
    await prompt.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('in-app-browser-prompt').count()).toBe(0);
    expect(errors).toEqual([]);

    const normal = await openPage(browser);
    await normal.page.goto(`${baseUrl}/help`);
    await normal.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await normal.page.getByTestId('in-app-browser-prompt').count()).toBe(0);
  });

  it('shows the help page and the legal documents in Greek, then in English', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/help`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Βοήθεια');
    for (const [name, path] of [
      ['Πολιτική απορρήτου', '/privacy'],
      ['Πολιτική cookies', '/cookies'],
      ['Αποποίηση ευθύνης', '/disclaimer'],
      ['Όροι χρήσης', '/terms'],
      ['Επικοινωνία', '/contact'],
    ] as const) {
      expect(await page.locator('main').getByRole('link', { name, exact: true }).getAttribute('href')).toBe(
        path,
      );
    }
    await page.locator('main').getByRole('link', { name: 'Πολιτική απορρήτου', exact: true }).click();
    const privacy = page.getByTestId('legal-privacy');
    await privacy.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Πολιτική απορρήτου');
    expect(await privacy.innerText()).toMatch(/ΓΚΠΔ/);
    expect(await privacy.getByRole('link', { name: 'info@glentia.gr' }).first().getAttribute('href')).toBe(
      'mailto:info@glentia.gr',
    );

    await page.getByTestId('language-toggle').first().click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Privacy policy');
    expect(await page.getByTestId('legal-privacy').innerText()).toMatch(/GDPR/);

    expect(errors).toEqual([]);

    const greek = await openPage(browser);
    await greek.page.goto(`${baseUrl}/terms`);
    await greek.page.getByTestId('legal-terms').waitFor();
    expect(await greek.page.getByRole('heading', { level: 1 }).innerText()).toBe('Όροι χρήσης');
    // A link inside the document stays inside the app.
    await greek.page.getByTestId('legal-terms').getByRole('link', { name: 'Αποποίηση ευθύνης' }).click();
    await greek.page.waitForURL(`${baseUrl}/disclaimer`);
    // The route is loaded lazily, so the address changes before the new page is drawn.
    await greek.page.getByRole('heading', { level: 1, name: 'Αποποίηση ευθύνης', exact: true }).waitFor();
    expect(greek.errors).toEqual([]);
  });

  it('shows the contact, cookies and loading pages in English', async () => {
    const { page } = await openPage(browser, { locale: 'en-US' });
    await page.goto(`${baseUrl}/contact`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Contact');
    expect(await page.getByTestId('contact-email').innerText()).toBe('info@glentia.gr');
    expect(await page.getByRole('link', { name: 'Send an e-mail' }).getAttribute('href')).toBe(
      'mailto:info@glentia.gr',
    );
    await page.goto(`${baseUrl}/cookies`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Cookie policy');
    expect(await page.locator('main').innerText()).toContain('cc_cookie');
    await page.goto(`${baseUrl}/loading`);
    const spinner = page.getByTestId('loading-spinner');
    await spinner.waitFor();
    expect(await spinner.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(80);
    expect(await page.getByRole('status').innerText()).toContain('Loading');
  });

  it('serves the legal documents as HTML with their stylesheet and redirects /privacy.html to /privacy', async () => {
    for (const name of ['terms_el', 'terms_en', 'privacy_el', 'privacy_en']) {
      const response = await fetch(`${baseUrl}/legal/${name}.html`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text(), name).toContain('<link rel="stylesheet" href="legal.css" />');
    }
    // The documents share one stylesheet beside them.
    const stylesheet = await fetch(`${baseUrl}/legal/legal.css`);
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers.get('content-type')).toMatch(/text\/css/);
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/privacy.html`);
    await page.waitForURL(`${baseUrl}/privacy`);
    await page.getByTestId('legal-privacy').waitFor();
  });

  it('shows one navigation on a desktop screen and lays the cards out side by side', async () => {
    const { page, errors } = await openPage(browser, {
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
      isMobile: false,
      hasTouch: false,
    });
    await page.goto(`${baseUrl}/glentia`);
    await page.getByTestId('timeline').locator('[data-testid="timeline-day"]').first().waitFor();
    // The drawer stays beside the page and carries search and add; the phone's bottom bar is gone.
    await expect.poll(() => page.locator('nav[aria-label="Κύρια πλοήγηση"]').isVisible()).toBe(false);
    // The menu's contents are a chunk of their own, loaded as soon as the wide layout shows it.
    const drawer = page.locator('nav[aria-label="Μενού"]');
    await drawer.waitFor({ state: 'visible' });
    expect(await drawer.getByRole('link', { name: 'Αναζήτηση' }).getAttribute('aria-current')).toBe('page');
    expect(await drawer.getByRole('link', { name: 'Πρόσθεσε γλέντι' }).isVisible()).toBe(true);
    // Every day's cards sit in more than one column, inside the page (no sideways rows).
    const boxes = await page
      .getByTestId('timeline-day')
      .locator('ul > li')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBeGreaterThan(3);
    expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBeGreaterThan(1);
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(1280);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    expect(errors).toEqual([]);
  });

  it('slides the phone’s menu in with the focus on its close button, and back out with Escape', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('stat-glentia').waitFor();
    const menuButton = page.getByRole('button', { name: 'Άνοιγμα μενού' });
    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: 'Γεια σου!' });
    await dialog.getByRole('link', { name: 'Αγαπημένα' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Κλείσιμο μενού');
    await page.keyboard.press('Escape');
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Άνοιγμα μενού');
    await expect.poll(() => page.locator('#app-drawer').isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('shows the help widget on the home page after a moment and hides it on leaving', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('stat-glentia').waitFor();
    const widget = page.getByTestId('help-widget');
    // Its 2 s count starts once the app has taken the page over, which a busy machine does late.
    await widget.waitFor();
    expect(await widget.getByRole('link', { name: 'Χρειάζεσαι βοήθεια;' }).getAttribute('href')).toBe(
      '/help',
    );
    await page.locator('nav[aria-label="Κύρια πλοήγηση"]').getByRole('link', { name: 'Αναζήτηση' }).click();
    await page.waitForURL(`${baseUrl}/glentia`);
    await page.getByTestId('help-widget').waitFor({ state: 'detached' });
  });

  it('fetches the home page again when it is pulled down', async () => {
    const { page } = await openPage(browser);
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/public/initialize')) requests += 1;
    });
    const pageAdopted = await watchPageAdoption(page);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('stat-glentia').waitFor();
    // The page comes drawn with its answer inlined; the app has adopted it, the page's own part (and
    // its pull to refresh) after the frame.
    await pageAdopted();
    expect(requests).toBe(0);
    const client = await page.context().newCDPSession(page);
    await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 200, y: 200 }] });
    for (let step = 1; step <= 8; step++) {
      await client.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: 200, y: 200 + step * 40 }],
      });
    }
    // A touch's move is drawn at the next turn, not at once.
    await expect.poll(() => page.getByTestId('pull-to-refresh').getAttribute('data-state')).toBe('ready');
    await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="pull-to-refresh"]')?.getAttribute('data-state') === 'idle',
    );
    expect(requests).toBe(1);
  });

  it('goes back with a swipe to the right, but not from inside a sideways-scrolling row', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('stat-glentia').waitFor();
    // Going back is within the app's own history: the drawn page's link, tapped before the app has
    // taken the page over, loads the next page as a link does.
    await page.locator('#root:not([data-first-screen])').waitFor({ state: 'attached' });
    await page.locator('main').getByRole('link', { name: 'Δες όλα' }).click();
    await page.waitForURL(`${baseUrl}/glentia`);
    const client = await page.context().newCDPSession(page);
    const swipe = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
      await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
      for (let step = 1; step <= 5; step++) {
        const x = from.x + ((to.x - from.x) * step) / 5;
        const y = from.y + ((to.y - from.y) * step) / 5;
        await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    // Where a swipe starts: a place of the page that neither scrolls sideways nor handles its own
    // gestures by the app's own rule, whatever the timeline holds today (a row of cards there keeps
    // the swipe). Found again right before each swipe, so a row that moved in since is avoided.
    const freeRow = () =>
      page.evaluate((own) => {
        const sideways = (element: Element) =>
          element.scrollWidth > element.clientWidth + 1 &&
          /auto|scroll/.test(getComputedStyle(element).overflowX);
        for (let top = 160; top < window.innerHeight - 160; top += 20) {
          let element = document.elementFromPoint(60, top);
          if (!element || element.closest(own)) continue;
          let free = true;
          for (; element && element !== document.body; element = element.parentElement)
            if (sideways(element)) free = false;
          if (free) return top;
        }
        return 400;
      }, OWN_GESTURES_SELECTOR);
    // A short swipe does nothing.
    const short = await freeRow();
    await swipe({ x: 60, y: short }, { x: 140, y: short + 5 });
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${baseUrl}/glentia`);
    const long = await freeRow();
    await swipe({ x: 60, y: long }, { x: 300, y: long + 10 });
    await page.waitForURL(`${baseUrl}/`);

    // On the home page, a swipe inside the featured carousel scrolls it instead.
    const row = page.locator('ul[aria-label="Προτεινόμενα γλέντια"]');
    await row.waitFor();
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = (await row.boundingBox())!;
    const inRow = box.y + box.height / 2;
    await swipe({ x: 300, y: inRow }, { x: 40, y: inRow });
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${baseUrl}/`);
  });

  it.each(['/maps', '/help', '/privacy'])('has no serious accessibility problems on %s', async (path) => {
    const { page } = await openLoggedIn(browser, { bypassCSP: true });
    await page.goto(`${baseUrl}${path}`);
    if (path === '/maps') await page.locator('.glentia-marker').first().waitFor({ state: 'attached' });
    else await page.getByRole('heading', { level: 1 }).waitFor();
    if (path === '/privacy') await page.getByTestId('legal-privacy').waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });

  it('has no serious accessibility problems in the map’s dialogs', async () => {
    const { page } = await openLoggedIn(browser, { bypassCSP: true });
    await page.goto(`${baseUrl}/maps`);
    const marker = page.locator('.glentia-marker').first();
    await marker.waitFor({ state: 'attached' });
    await marker.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('place-events-dialog').getByRole('heading').waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Φίλτρα' }).click();
    await page.getByTestId('map-filters').getByRole('heading').waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });
});
