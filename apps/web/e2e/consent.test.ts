/**
 * Cookie consent holds (SPEC §9, ePrivacy art. 5(3)): every request the page makes on its own is
 * recorded. Before any choice and after "necessary only", nothing carries the device id and
 * nothing that needs consent is sent or asks to be counted in the statistics, while ad and event
 * views are still counted anonymously; after "accept all" (made on the open page) the ad view goes
 * with the device id and the app's requests may be counted.
 * The test build shows the banner (VITE_CONSENT_HIDE_FROM_BOTS=false); the hidden-banner case
 * ("no choice") is the same state, covered by features/consent/consent-state.test.ts.
 */
import { DEVICE_COUNTED_HEADER } from '@glentia/core';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

interface Sent {
  method: string;
  path: string;
  deviceId: string | null;
  /** Whether the request let the statistics count its device. */
  counted: boolean;
  authorization: boolean;
}

/** Sends that need consent: the per-device ad statistics and the per-device view count. */
const NEEDS_CONSENT = [/^\/api\/public\/ads\/[^/]+\/event$/, /^\/api\/public\/glentia\/[^/]+\/viewed$/];
const ANONYMOUS_AD = /^\/api\/public\/ads\/[^/]+\/anonymous-event$/;
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const ANONYMOUS_VIEW = /^\/api\/public\/glentia\/[^/]+\/anonymous-view$/;

function record(page: Page, baseUrl: string): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().startsWith(baseUrl)) return;
    const headers = request.headers();
    sent.push({
      method: request.method(),
      path: new URL(request.url()).pathname,
      deviceId: headers['x-device-id'] ?? null,
      counted: DEVICE_COUNTED_HEADER in headers,
      authorization: 'authorization' in headers,
    });
  });
  return sent;
}

const isApi = (item: Sent) => item.path.startsWith('/api/');

function waitForPost(page: Page, pattern: RegExp): Promise<Request> {
  return page.waitForRequest(
    (request) => request.method() !== 'GET' && pattern.test(new URL(request.url()).pathname),
  );
}

/** Scrolls to the foot of the home page, where the sponsors' FOOTER ads are. */
async function scrollToFooterAds(page: Page): Promise<void> {
  await page.getByTestId('stat-glentia').waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

describe('cookie consent in a real browser', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows the cookie bar with the first screen, before the app loads, over none of what the reader uses first', async () => {
    for (const phone of [true, false]) {
      const viewport = phone ? { width: 390, height: 844 } : { width: 1280, height: 800 };
      const options = phone
        ? { userAgent: PHONE_AGENT }
        : { viewport, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };
      const { page, errors } = await openPage(browser, options, { cookieChoice: false });
      // The app's code is held back: what shows is the page the server sent, as it is painted first.
      const held: Array<() => void> = [];
      let holding = true;
      await page.route('**/assets/*.js', (route) => {
        if (holding) held.push(() => void route.continue());
        else void route.continue();
      });
      // Not waiting for the page's load: the held code holds that back (and a module script, the DOM's).
      await page.goto(`${baseUrl}/glentia`, { waitUntil: 'commit' });
      const bar = page.locator('#consent-bar');
      const heading = page.getByRole('heading', { level: 1 });
      // The page's heading, its search box, its filters and the count of what was found.
      const firstThings = [
        heading,
        page.getByRole('button', { name: 'Φίλτρα' }),
        page.getByTestId('result-count'),
      ];
      await bar.getByRole('button', { name: 'Μόνο τα απαραίτητα' }).waitFor();
      const checkPlacement = async () => {
        const barBox = await bar.boundingBox();
        if (!barBox) throw new Error('The cookie bar has no box');
        // A compact strip at the foot of the screen, above the phone's navigation.
        expect(barBox.height).toBeLessThanOrEqual(viewport.height * 0.15);
        expect(barBox.y + barBox.height).toBeLessThanOrEqual(viewport.height);
        for (const item of firstThings) {
          const box = await item.boundingBox();
          if (!box) throw new Error('The first screen is missing a part');
          expect(box.y + box.height).toBeLessThanOrEqual(barBox.y);
        }
        const nav = page.getByRole('navigation').last();
        if (phone && (await nav.isVisible())) {
          const navBox = await nav.boundingBox();
          expect(barBox.y + barBox.height).toBeLessThanOrEqual(navBox!.y);
        }
      };
      if (phone) {
        // A phone gets the server-drawn screen: the bar and the first screen are there before any script,
        // as first painted (before its stylesheet has come, the page is in the DOM but not on screen).
        await heading.waitFor();
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
        expect(await page.locator('[data-first-screen]').isVisible()).toBe(true);
        await checkPlacement();
      }
      // A first visit's app starts when the visitor reaches for the page; it arrives, the bar stays
      // where it was, and its buttons now answer.
      holding = false;
      for (const release of held.splice(0)) release();
      // The start-up script (deferred) listens from the end of the page's parsing.
      await page.waitForLoadState('domcontentloaded');
      await heading.click();
      await page.locator('#root:not([data-first-screen])').getByTestId('result-count').waitFor();
      await checkPlacement();
      const logged = waitForPost(page, /^\/api\/public\/log-consent$/);
      await bar.getByRole('button', { name: 'Μόνο τα απαραίτητα' }).click();
      await logged;
      await bar.waitFor({ state: 'hidden' });
      expect(await page.locator('#cc-main .cm').isVisible()).toBe(false);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('before any choice and after "necessary only", sends no device id and only anonymous counts', async () => {
    const { page, errors } = await openPage(browser, {}, { cookieChoice: false });
    const sent = record(page, baseUrl);
    const adViewed = waitForPost(page, ANONYMOUS_AD);
    const eventViewed = waitForPost(page, ANONYMOUS_VIEW);
    await page.goto(`${baseUrl}/`);
    const necessaryOnly = page.locator('#consent-bar').getByRole('button', { name: 'Μόνο τα απαραίτητα' });
    await necessaryOnly.waitFor();
    // On a phone the advert block pushes the featured cards below the fold: show the first one.
    await page.getByTestId('event-artists').first().scrollIntoViewIfNeeded();
    const view = await eventViewed;
    await scrollToFooterAds(page);
    const ad = await adViewed;
    expect(ad.postDataJSON()).toMatchObject({ actionType: 'VIEW' });
    expect(ad.headers()['x-device-id']).toBeUndefined();
    expect(view.headers()['x-device-id']).toBeUndefined();

    const beforeChoice = sent.filter(isApi);
    expect(beforeChoice.length).toBeGreaterThanOrEqual(2);
    expect(beforeChoice.filter((item) => item.deviceId !== null)).toEqual([]);
    expect(beforeChoice.filter((item) => item.counted)).toEqual([]);
    expect(beforeChoice.filter((item) => NEEDS_CONSENT.some((pattern) => pattern.test(item.path)))).toEqual(
      [],
    );
    // Nothing was even stored on the device to identify it.
    expect(await page.evaluate(() => localStorage.getItem('glentia.deviceId'))).toBeNull();

    // "Necessary only": the choice is logged, and everything after it, on a fresh load too, stays the same.
    const logged = waitForPost(page, /^\/api\/public\/log-consent$/);
    await necessaryOnly.click();
    await logged;
    sent.length = 0;
    const adAgain = waitForPost(page, ANONYMOUS_AD);
    await page.reload();
    await scrollToFooterAds(page);
    await adAgain;
    // Looking at an event and a venue (their favourite and follow buttons) makes no device id either.
    const events = (await (await fetch(`${baseUrl}/api/public/glentia?limit=20`)).json()) as Array<{
      id: string;
      location: { id: string } | null;
    }>;
    const event = events.find((candidate) => candidate.location);
    if (!event?.location) throw new Error('The demo data has no upcoming event at a venue');
    const pageViewed = waitForPost(page, new RegExp(`^/api/public/glentia/${event.id}/anonymous-view$`));
    await page.goto(`${baseUrl}/glentia/${event.id}`);
    await page.getByTestId('event-venue').waitFor();
    await pageViewed;
    await page.goto(`${baseUrl}/location/${event.location.id}`);
    await page.getByTestId('follower-count').waitFor();
    const afterChoice = sent.filter(isApi);
    expect(afterChoice.filter((item) => item.deviceId !== null)).toEqual([]);
    expect(afterChoice.filter((item) => item.counted)).toEqual([]);
    expect(afterChoice.filter((item) => NEEDS_CONSENT.some((pattern) => pattern.test(item.path)))).toEqual(
      [],
    );
    expect(await page.locator('#consent-bar').isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('glentia.deviceId'))).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('before any choice, the map and sign-in pages ask for the sign-in choices without a device id', async () => {
    const { page, errors } = await openPage(browser, {}, { cookieChoice: false });
    const sent = record(page, baseUrl);
    for (const path of ['/maps', '/login']) {
      const providers = page.waitForResponse((response) => response.url().endsWith('/api/auth/providers'));
      await page.goto(`${baseUrl}${path}`);
      const answered = await providers;
      expect(answered.status(), path).toBe(200);
      expect(answered.request().headers()['x-device-id'], path).toBeUndefined();
      await page.locator('#consent-bar').waitFor();
    }
    expect(sent.filter((item) => isApi(item) && item.deviceId !== null)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('glentia.deviceId'))).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('after "accept all" on the open page, sends the ad view with the device id', async () => {
    const { page, errors } = await openPage(browser, {}, { cookieChoice: false });
    const sent = record(page, baseUrl);
    await page.goto(`${baseUrl}/`);
    const acceptAll = page.locator('#consent-bar').getByRole('button', { name: 'Αποδοχή όλων' });
    await acceptAll.waitFor();
    expect(sent.filter((item) => isApi(item) && item.deviceId !== null)).toEqual([]);

    const logged = waitForPost(page, /^\/api\/public\/log-consent$/);
    await acceptAll.click();
    await logged;
    const adViewed = waitForPost(page, /^\/api\/public\/ads\/[^/]+\/event$/);
    await scrollToFooterAds(page);
    const ad = await adViewed;
    const deviceId = await page.evaluate(() => localStorage.getItem('glentia.deviceId'));
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(ad.headers()['x-device-id']).toBe(deviceId);
    expect(ad.postDataJSON()).toMatchObject({ actionType: 'VIEW', metadata: { path: '/' } });
    // From now on the statistics may count this device on the app's other requests too.
    const started = page.waitForRequest((request) => request.url().endsWith('/api/public/initialize'));
    await page.reload();
    const startHeaders = (await started).headers();
    expect(startHeaders['x-device-id']).toBe(deviceId);
    expect(startHeaders[DEVICE_COUNTED_HEADER]).toBe('1');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('with a current choice, loads the cookie banner only when the choices are opened', async () => {
    const { page, errors } = await openPage(browser);
    const banner: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/consent-[^/]+\.(?:js|css)$/.test(new URL(request.url()).pathname))
        banner.push(request.url());
    });
    // The app's extras start once the page has been quiet: the cookie question first, then the
    // service worker's registration, whose code is asked for last.
    const extrasStarted = page.waitForRequest((request) =>
      /\/assets\/register-service-worker-[^/]+\.js$/.test(request.url()),
    );
    await page.goto(`${baseUrl}/settings`);
    await extrasStarted;
    expect(await page.evaluate(() => document.documentElement.dataset.consent ?? null)).toBeNull();
    expect(banner).toEqual([]);

    await page.getByRole('button', { name: /Ρυθμίσεις cookies/ }).click();
    await page.locator('#cc-main .pm').getByText('Στατιστικά').first().waitFor();
    expect(banner.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('asks again once the app has started when the stored choice is of an older revision', async () => {
    const { page, errors } = await openPage(browser, {}, { cookieChoice: false });
    const now = new Date().toISOString();
    const old = {
      categories: ['necessary'],
      revision: 0,
      consentId: 'e2e',
      consentTimestamp: now,
      lastConsentTimestamp: now,
    };
    await page
      .context()
      .addCookies([{ name: 'cc_cookie', value: encodeURIComponent(JSON.stringify(old)), url: baseUrl }]);
    await page.goto(`${baseUrl}/settings`);
    const acceptAll = page.locator('#consent-bar').getByRole('button', { name: 'Αποδοχή όλων' });
    await acceptAll.waitFor();
    const logged = waitForPost(page, /^\/api\/public\/log-consent$/);
    await acceptAll.click();
    expect((await logged).postDataJSON()).toMatchObject({ cookie: { revision: 1 } });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
