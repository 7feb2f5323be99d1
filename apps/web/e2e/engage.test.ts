/**
 * Journeys of the engaged visitor in a real browser against the built server: favourites and
 * follows on /favorites, notifications with the bell and swipes, and the cookie banner and its log.
 * Reading with no signal (the service worker and the copy kept on the device) is in offline.test.ts.
 *
 * Following a venue with its page's button and hearing about its new glenti, and saving a glenti
 * with the event page's interest button before logging in, are in engage-journey.test.ts; the
 * fan-out itself is tested in apps/server/test/jobs/fanout.test.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keptCookie, launchBrowser, openPage } from './browser.ts';

const baseUrl = inject('baseUrl');

interface EventSummary {
  id: string;
  location: { id: string; name: string } | null;
}

/** A visitor whose device id is known to the test, with the cookie choice already made (or not). */
async function visitor(browser: Browser, options: { cookieChoice?: boolean } = {}) {
  const deviceId = randomUUID();
  const { page, errors } = await openPage(browser, {}, { cookieChoice: options.cookieChoice ?? true });
  await page.context().addInitScript((id) => localStorage.setItem('glentia.deviceId', id), deviceId);
  await page.context().addCookies([keptCookie(inject('baseUrl'))]);
  if (options.cookieChoice ?? true) {
    const now = new Date().toISOString();
    const record = {
      categories: ['necessary'],
      revision: 1,
      data: null,
      consentTimestamp: now,
      consentId: 'e2e',
      services: { necessary: [] },
      languageCode: 'el',
      lastConsentTimestamp: now,
      expirationTime: Date.now() + 86_400_000,
    };
    await page
      .context()
      .addCookies([{ name: 'cc_cookie', value: encodeURIComponent(JSON.stringify(record)), url: baseUrl }]);
  }
  const call = (path: string, init: { method?: string; body?: unknown; language?: string } = {}) =>
    fetch(`${baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-device-id': deviceId,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.language ? { 'accept-language': init.language } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : null,
    });
  return { page, errors, deviceId, call };
}

async function upcomingEvents(): Promise<EventSummary[]> {
  return (await (await fetch(`${baseUrl}/api/public/glentia?limit=20`)).json()) as EventSummary[];
}

/** Drags a notification sideways with the pointer, as a finger would. */
async function swipe(page: Page, id: string, dx: number) {
  const box = await page.locator(`[data-id="${id}"] > div.relative`).boundingBox();
  if (!box) throw new Error('notification not visible');
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 6; step++) await page.mouse.move(x + (dx * step) / 6, y);
  await page.mouse.up();
}

describe('engaged visitor in a real browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('sees a favourite event and a followed venue on /favorites, and removes them in edit mode', async () => {
    const { page, errors, call } = await visitor(browser);
    const [event] = await upcomingEvents();
    expect(event).toBeDefined();
    expect((await call(`/api/public/glentia/${event!.id}/favorite`, { method: 'POST' })).status).toBe(200);
    const venue = event!.location!;
    expect(
      (await call(`/api/public/register-device/topic-uuid/${venue.id}`, { method: 'POST' })).status,
    ).toBe(200);

    await page.goto(`${baseUrl}/favorites`);
    const events = page.getByTestId('favorite-events');
    await events.getByRole('link').first().waitFor();
    expect(await events.getByRole('link').first().getAttribute('href')).toBe(`/glentia/${event!.id}`);
    const venues = page.getByTestId('favorite-locations');
    await venues.getByText(venue.name).waitFor();

    await page.getByTestId('favorite-locations-edit').click();
    // The list empties at once; the server's answer is what says the follow is gone.
    const unfollowed = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().endsWith(`/topic/${venue.id}`),
    );
    await venues.getByRole('button', { name: `Αφαίρεση: ${venue.name}` }).click();
    await venues.getByText('Ακολούθησε μαγαζιά').waitFor();
    expect((await unfollowed).status()).toBe(204);
    expect(await (await call('/api/public/register-device/topic')).json()).toEqual([]);

    await page.getByTestId('favorite-events-edit').click();
    const unsaved = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith(`/${event!.id}/favorite`),
    );
    await events
      .getByRole('button', { name: /^Αφαίρεση/ })
      .first()
      .click();
    await events.getByText('Δεν έχεις αγαπημένα γλέντια').waitFor();
    expect((await unsaved).status()).toBe(200);
    expect(await (await call('/api/public/glentia/favorites')).json()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows unread notifications on the bell; a swipe right marks read, a swipe left deletes', async () => {
    const { page, errors, call } = await visitor(browser);
    const events = (await upcomingEvents()).slice(0, 3);
    const ids: string[] = [];
    for (const event of events) {
      const response = await call('/api/public/notifications/reminder', {
        method: 'POST',
        body: { eventId: event.id, read: false },
      });
      ids.push(((await response.json()) as { id: string }).id);
    }

    await page.goto(`${baseUrl}/`);
    await page.getByTestId('notifications-unread').waitFor();
    await page.getByRole('link', { name: 'Ειδοποιήσεις, υπάρχουν αδιάβαστες' }).click();
    await page.waitForURL('**/notifications');
    await page.getByTestId('notification').nth(2).waitFor();

    const [first, second, third] = await page
      .getByTestId('notification')
      .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.id!));
    expect(new Set([first, second, third])).toEqual(new Set(ids));

    await swipe(page, first!, 120);
    await page.locator(`[data-id="${first}"][data-read="true"]`).waitFor();
    await swipe(page, second!, -160);
    await page.locator(`[data-id="${second}"]`).waitFor({ state: 'detached' });
    // A short drag does nothing.
    await swipe(page, third!, 20);
    await page.waitForTimeout(400);
    expect(await page.locator(`[data-id="${third}"]`).getAttribute('data-read')).toBe('false');

    const stored = (await (await call('/api/public/notifications')).json()) as Array<{
      id: string;
      read: boolean;
    }>;
    expect(stored.map((n) => [n.id, n.read]).sort()).toEqual(
      [
        [first, true],
        [third, false],
      ].sort(),
    );
    await page.getByTestId('notifications-unread').waitFor();
    await swipe(page, third!, 120);
    await page.getByTestId('notifications-unread').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('asks for cookie consent, logs the choice, and reopens the choices from the settings', async () => {
    const { page, errors } = await visitor(browser, { cookieChoice: false });
    await page.goto(`${baseUrl}/`);
    const accept = page.locator('#consent-bar').getByRole('button', { name: 'Αποδοχή όλων' });
    await accept.waitFor();
    const logged = page.waitForResponse((response) => response.url().endsWith('/api/public/log-consent'));
    await accept.click();
    const response = await logged;
    expect(response.status()).toBe(204);
    const body = JSON.parse(response.request().postData() ?? '{}') as {
      cookie: { categories: string[]; revision: number };
    };
    expect(body.cookie.categories.sort()).toEqual(['ads', 'analytics', 'necessary']);
    expect(body.cookie.revision).toBe(1);
    const cookie = (await page.context().cookies()).find((item) => item.name === 'cc_cookie');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(181 * 86_400_000);

    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: /Ρυθμίσεις cookies/ }).click();
    await page.locator('#cc-main .pm').getByText('Στατιστικά').first().waitFor();
    expect(errors).toEqual([]);
  });
});
