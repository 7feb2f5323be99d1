/**
 * Engaged visitors' journeys in a real browser against the built server. A visitor follows a venue
 * with the Follow button on its page; a user submits a new glenti there and an admin publishes it
 * through the real HTTP API; the job worker tells the follower; the header bell shows it unread,
 * and tapping the notification on /notifications opens that glenti's page. And a visitor saves a
 * glenti with the interest button, logs in, and finds it among the account's favourites.
 */
import { randomUUID } from 'node:crypto';
import type { TEvent, TLocation, TNotification } from '@glentia/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogIn, publishGlenti, send, submitGlenti } from './api.ts';
import { launchBrowser, openPage } from './browser.ts';
import { ADMIN, USER } from './sign-in.ts';

const baseUrl = inject('baseUrl');

/** The ids of the glentia an account has saved, as the API answers them. */
async function favoriteIds(token: string): Promise<string[]> {
  const saved = (await (await send('GET', token, '/api/public/glentia/favorites')).json()) as TEvent[];
  return saved.map((item) => item.id);
}

describe('following a venue in a real browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('tells the follower about a new glenti at the venue, and the notification opens it', async () => {
    const locations = (await (await fetch(`${baseUrl}/api/public/locations`)).json()) as TLocation[];
    const venue = locations.find((location) => location.county !== null) ?? locations[0];
    if (!venue) throw new Error('The demo data has no venue');

    // A visitor (this device only) follows the venue on its page.
    const deviceId = randomUUID();
    const { page, errors } = await openPage(browser);
    await page.context().addInitScript((id) => localStorage.setItem('glentia.deviceId', id), deviceId);
    await page.goto(`${baseUrl}/location/${venue.id}`);
    await page.getByRole('heading', { level: 1, name: venue.name }).waitFor();
    const count = page.getByTestId('follower-count');
    await count.waitFor();
    const before = Number(await count.getAttribute('data-count'));
    const follow = page.getByRole('button', { name: `Ακολούθησε: ${venue.name}` });
    // The button and the count change at once; the server is asked alongside.
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === `/api/public/register-device/topic-uuid/${venue.id}`,
    );
    await follow.click();
    expect((await saved).ok()).toBe(true);
    const following = page.getByRole('button', { name: `Σταμάτα να ακολουθείς: ${venue.name}` });
    await following.waitFor();
    expect(await following.getAttribute('aria-pressed')).toBe('true');
    expect(await following.innerText()).toContain('Ακολουθείς');
    await page.locator(`[data-testid="follower-count"][data-count="${before + 1}"]`).waitFor();
    const asDevice = (path: string) => fetch(`${baseUrl}${path}`, { headers: { 'x-device-id': deviceId } });
    expect(await (await asDevice('/api/public/register-device/topic')).json()).toEqual([venue.id]);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('stat-glentia').waitFor();
    expect(await page.getByTestId('notifications-unread').count()).toBe(0);

    // A user submits a glenti at the venue; it waits for review, so nobody is told yet.
    const { access_token: user } = await apiLogIn(USER);
    const { createdId, published } = await submitGlenti(user, { venueId: venue.id, days: 5 });
    expect(published).toBe(false);

    // The admin publishes it.
    await publishGlenti((await apiLogIn(ADMIN)).access_token, createdId);

    // The job worker tells the follower off the request path: wait until the device has it.
    let notification: TNotification | undefined;
    await expect
      .poll(
        async () => {
          const list = (await (await asDevice('/api/public/notifications')).json()) as TNotification[];
          notification = list.find((item) => item.data.url === `/glentia/${createdId}`);
          return notification?.read;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(false);
    expect(notification!.title).toBe(`Νέο γλέντι: ${venue.name}`);

    // When the app loads again, the bell shows it unread. The start data may remember for the
    // public cache's lifetime (30 s) that this device had no notifications, so load until it shows.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('stat-glentia').waitFor();
          return page.getByTestId('notifications-unread').count();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(1);
    // Tapping the notification on /notifications opens the glenti.
    await page.getByRole('link', { name: 'Ειδοποιήσεις, υπάρχουν αδιάβαστες' }).click();
    const item = page.locator(`[data-testid="notification"][data-id="${notification!.id}"]`);
    await item.waitFor();
    expect(await item.getAttribute('data-read')).toBe('false');
    await item.getByRole('button', { name: new RegExp(`Νέο γλέντι: ${venue.name}`) }).click();

    const eventPage = page.getByTestId('event-page');
    await eventPage.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/glentia/${createdId}`);
    expect(await page.getByTestId('event-venue').innerText()).toContain(venue.name);
    expect(await page.getByTestId('interest-button').isEnabled()).toBe(true);
    await page.getByTestId('notifications-unread').waitFor({ state: 'detached' });
    const stored = (await (await asDevice('/api/public/notifications')).json()) as TNotification[];
    expect(stored.find((item) => item.id === notification!.id)?.read).toBe(true);
    expect(errors).toEqual([]);
  });

  it('saves a glenti with the interest button as a visitor, and keeps it after logging in', async () => {
    const events = (await (await fetch(`${baseUrl}/api/public/glentia?limit=20`)).json()) as TEvent[];
    // One the account has not saved already (the demo data gives it some upcoming favourites, which
    // are other glentia from one day to the next): logging in then adds the device's save to it.
    const accountSaved = new Set(await favoriteIds((await apiLogIn(USER)).access_token));
    // Away from the first events, which other journeys save and remove.
    const event = events
      .filter((candidate) => candidate.published && !candidate.canceled && !accountSaved.has(candidate.id))
      .at(-1);
    if (!event) throw new Error('The demo data has no upcoming glenti the account has not saved');
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/glentia/${event.id}`);
    const counter = page.getByTestId('favorite-counter');
    await counter.waitFor();
    const before = Number(await counter.getAttribute('data-count'));
    await page.getByRole('button', { name: 'Ενδιαφέρομαι' }).click();
    const saved = page.getByRole('button', { name: 'Στα αγαπημένα' });
    await saved.waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');
    await page.locator(`[data-testid="favorite-counter"][data-count="${before + 1}"]`).waitFor();
    expect(await counter.innerText()).toContain(
      before + 1 === 1 ? '1 άτομο ενδιαφέρεται' : `${before + 1} άτομα`,
    );

    // Logging in by e-mail moves the device's favourites to the account.
    await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent('/favorites')}`);
    await page.getByLabel('E-mail').fill('user@glentia.gr');
    await page.getByLabel('Κωδικός', { exact: true }).fill('glentia-user');
    await page.locator('form').getByRole('button', { name: 'Σύνδεση' }).click();
    const favorites = page.getByTestId('favorite-events');
    await favorites.locator(`a[href="/glentia/${event.id}"]`).waitFor();
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('state.user') ?? '{}').state?.jwt ?? '',
    );
    expect(await favoriteIds(token)).toContain(event.id);

    await favorites.locator(`a[href="/glentia/${event.id}"]`).click();
    await page.getByTestId('event-page').waitFor();
    expect(await page.getByTestId('interest-button').getAttribute('aria-pressed')).toBe('true');
    await page.locator(`[data-testid="favorite-counter"][data-count="${before + 1}"]`).waitFor();
    expect(errors).toEqual([]);
  });
});
