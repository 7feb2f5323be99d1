import type { TEventSummaryPage } from '@glentia/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

/** A phone's browser: phones get the drawn first screen. */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const asPhone = { headers: { 'user-agent': PHONE_AGENT } };

/** A venue's name as the cards show it (Greek first line). */
function venueNames(page: TEventSummaryPage): string[] {
  return page.locations.map((location) => location.name.split('\n')[0]!.trim());
}

describe('first screen drawn on the server, and the timeline a week at a time', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let firstWeek: TEventSummaryPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    firstWeek = (await (
      await fetch(`${baseUrl}/api/public/glentia/summary?days=7`)
    ).json()) as TEventSummaryPage;
  });
  afterAll(async () => browser?.close());

  it('sends /glentia with the first week’s events in its HTML and shows them before any script runs', async () => {
    expect(firstWeek.events.length).toBeGreaterThan(0);
    const html = await (await fetch(`${baseUrl}/glentia`, asPhone)).text();
    expect(html).toContain('data-testid="timeline-day"');
    expect(html).toContain('id="glentia-state"');
    const names = venueNames(firstWeek);
    expect(names.some((name) => html.includes(name))).toBe(true);

    const { page } = await openPage(browser, { javaScriptEnabled: false, userAgent: PHONE_AGENT });
    await page.goto(`${baseUrl}/glentia`);
    const timeline = await page.getByTestId('timeline').innerText();
    expect(names.some((name) => timeline.includes(name))).toBe(true);
    expect(await page.getByTestId('result-count').innerText()).toContain(String(firstWeek.total));
  });

  it('sends desktops the plain app page', async () => {
    const html = await (await fetch(`${baseUrl}/glentia`)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="glentia-state"');
  });

  it('sends an event page with its event in the HTML', async () => {
    const [event] = firstWeek.events;
    const html = await (await fetch(`${baseUrl}/glentia/${event!.id}`, asPhone)).text();
    const venue = firstWeek.locations.find((location) => location.id === event!.locationId);
    expect(html).toContain('<main');
    expect(html).toContain(venue!.name.split('\n')[0]!.trim());
  });

  it('loads the next week when the reader scrolls to the end of the timeline', async () => {
    expect(firstWeek.next).not.toBeNull();
    const { page, errors } = await openPage(browser, { userAgent: PHONE_AGENT });
    const nextWindow = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/api/public/glentia/summary' &&
        new URL(request.url()).searchParams.get('from') === firstWeek.next,
    );
    await page.goto(`${baseUrl}/glentia`);
    // The drawn screen is inert until the app draws over it.
    await page.waitForFunction(() => !document.querySelector('#root > div[inert]'));
    await page.getByTestId('timeline-more').waitFor({ state: 'attached' });
    const days = (await page.getByTestId('timeline-day').count()) as number;
    await page.getByTestId('timeline-more').scrollIntoViewIfNeeded();
    await nextWindow;
    await page.locator(`[data-testid="timeline-day"][data-date="${firstWeek.next}"]`).waitFor();
    expect(await page.getByTestId('timeline-day').count()).toBeGreaterThan(days);
    expect(errors).toEqual([]);
  });
});
