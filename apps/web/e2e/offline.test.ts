/**
 * Reading Glentia with no signal, in a real browser against the built server: a signed-in person
 * loads the timeline, opens a glenti and saves it, then loses the connection. The service worker
 * still opens every page; the timeline, the favourites and the glenti seen show the copy kept on
 * the device with the time it was saved; a glenti never opened shows its summary from the list;
 * actions are refused with the offline alert; the data refreshes by itself when the signal
 * returns; and logging out forgets the account's copy.
 */
import type { TLocation } from '@glentia/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogIn, publishGlenti, submitGlenti, type Tokens } from './api.ts';
import { launchBrowser, openPage } from './browser.ts';
import { ADMIN, USER } from './sign-in.ts';

const baseUrl = inject('baseUrl');

/** A published glenti at `venue`, `days` from today, submitted by a user and published by the admin. */
async function publishedEvent(venue: TLocation, days: number, time: string, user: string, admin: string) {
  const { createdId } = await submitGlenti(user, {
    venueId: venue.id,
    days,
    time,
    description: `Γλέντι για τη δοκιμή χωρίς σύνδεση ${days}`,
    posterRed: 40 + days * 20,
  });
  await publishGlenti(admin, createdId);
  return createdId;
}

/** The copy the app keeps in IndexedDB, as stored (null before the first save). */
function storedCopy(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const request = indexedDB.open('glentia-offline');
        request.onupgradeneeded = () => request.result.createObjectStore('queries');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const read = request.result.transaction('queries').objectStore('queries').get('glentia.offline');
          read.onsuccess = () => resolve((read.result as string | undefined) ?? null);
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

interface StoredQuery {
  queryKey: unknown[];
  state: { data: unknown };
}

async function storedQueries(page: Page): Promise<{ buster: string; queries: StoredQuery[] }> {
  const text = await storedCopy(page);
  if (!text) return { buster: '', queries: [] };
  const parsed = JSON.parse(text) as { buster: string; clientState: { queries: StoredQuery[] } };
  return { buster: parsed.buster, queries: parsed.clientState.queries };
}

/** Event ids in a kept answer: a list, a page of summaries, or the timeline's pages of them. */
const idsIn = (data: unknown): string[] => {
  if (Array.isArray(data)) return data.map((item) => (item as { id: string }).id);
  const { events, pages } = (data ?? {}) as { events?: unknown; pages?: unknown };
  if (Array.isArray(events)) return idsIn(events);
  return Array.isArray(pages) ? pages.flatMap(idsIn) : [];
};

/** Clock times in Crete ("21:05") of every minute from `from` to now: what "saved at" may say. */
function minutesSince(from: number): string[] {
  const format = new Intl.DateTimeFormat('el-GR', {
    timeZone: 'Europe/Athens',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const times: string[] = [];
  for (let at = from - 60_000; at <= Date.now() + 60_000; at += 30_000) times.push(format.format(at));
  return times;
}

describe('reading with no signal', () => {
  let browser: Browser;
  let seenId: string;
  let unseenId: string;
  let tokens: Tokens;

  beforeAll(async () => {
    browser = await launchBrowser();
    const locations = (await (await fetch(`${baseUrl}/api/public/locations`)).json()) as TLocation[];
    const [first, second] = locations;
    if (!first || !second) throw new Error('Two venues are needed');
    tokens = await apiLogIn(USER);
    const admin = (await apiLogIn(ADMIN)).access_token;
    seenId = await publishedEvent(first, 3, '21:00', tokens.access_token, admin);
    unseenId = await publishedEvent(second, 4, '22:00', tokens.access_token, admin);
  });
  afterAll(async () => browser?.close());

  it('keeps the timeline, the favourites and the seen glenti readable, and an unseen one as a summary', async () => {
    const started = Date.now();
    const { page, errors } = await openPage(browser);
    const context = page.context();
    await page.goto(`${baseUrl}/`);
    await page.evaluate(
      ({ jwt, refreshToken }) =>
        localStorage.setItem('state.user', JSON.stringify({ state: { jwt, refreshToken }, version: 1 })),
      { jwt: tokens.access_token, refreshToken: tokens.refresh_token },
    );
    expect((await fetch(`${baseUrl}/sw.js`)).headers.get('cache-control')).toBe('no-cache');

    // Online: the timeline (with both glentia in its list), the glenti opened and saved, the favourites.
    // The app draws this visit itself (a page with a query is never server-drawn) and asks for the
    // timeline's first week, which holds both glentia.
    const timelineLoaded = page.waitForResponse(
      async (response) =>
        new URL(response.url()).pathname === '/api/public/glentia/summary' &&
        idsIn(await response.json().catch(() => null)).includes(unseenId),
    );
    await page.goto(`${baseUrl}/glentia?`);
    await timelineLoaded;
    await page.locator('[data-testid="timeline"][data-state="ready"]').waitFor();
    const found = await page.getByTestId('result-count').innerText();
    expect(found).toMatch(/Βρέθηκ/);
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.ready).active?.state === 'activated',
      null,
      { timeout: 30_000 },
    );

    // The button knows whether the glenti is saved once the favourites are known: from the server,
    // or from the copy on the device when it is fresh (the timeline's visit kept them moments ago).
    // (The glenti itself comes with the page the server drew, or from the API when the app draws.)
    let favouritesAnswered = false;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/public/glentia/favorites') favouritesAnswered = true;
    });
    await page.goto(`${baseUrl}/glentia/${seenId}`);
    await page.getByTestId('event-page').waitFor();
    await expect
      .poll(
        async () =>
          favouritesAnswered ||
          (await storedQueries(page)).queries.some((query) => query.queryKey[0] === 'favorites'),
        { timeout: 30_000, interval: 250 },
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Ενδιαφέρομαι' }).click();
    await page.getByRole('button', { name: 'Στα αγαπημένα' }).waitFor();
    // On to the favourites within the app, as a person taps there.
    await page
      .getByRole('navigation', { name: 'Κύρια πλοήγηση' })
      .getByRole('link', { name: 'Αγαπημένα' })
      .click();
    await page.getByTestId('favorite-events').locator(`a[href="/glentia/${seenId}"]`).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // No "saved at" while the data is fresh.
    expect(await page.getByTestId('saved-at').count()).toBe(0);

    // The copy on the device holds the timeline, the favourites and the glenti seen.
    await expect
      .poll(
        async () => {
          const { queries } = await storedQueries(page);
          const of = (key: string) => queries.filter((query) => query.queryKey[0] === key);
          return {
            favourites: of('favorites')
              .flatMap((query) => idsIn(query.state.data))
              .includes(seenId),
            event: of('event').some((query) => query.queryKey[1] === seenId),
            timeline: of('events').some((query) => idsIn(query.state.data).includes(unseenId)),
          };
        },
        { timeout: 15_000, interval: 250 },
      )
      .toEqual({ favourites: true, event: true, timeline: true });

    // No signal.
    await context.setOffline(true);
    const savedAt = async () => {
      const text = await page.getByTestId('saved-at').innerText();
      const time = /^αποθηκεύτηκε στις (\d\d:\d\d)$/.exec(text.trim())?.[1];
      expect(time, text).toBeTruthy();
      expect(minutesSince(started)).toContain(time);
    };

    await page.reload();
    await page.getByTestId('offline-banner').waitFor();
    expect(await page.getByTestId('offline-banner').innerText()).toContain('Χωρίς σύνδεση');
    await page.getByTestId('favorite-events').locator(`a[href="/glentia/${seenId}"]`).waitFor();
    await savedAt();

    await page.goto(`${baseUrl}/glentia`);
    await page.getByTestId('saved-at').waitFor();
    expect(await page.getByTestId('result-count').innerText()).toBe(found);
    await savedAt();

    // Posters seen are read from the device; one never seen is a quiet blank, not a broken image.
    const images = await page.evaluate(async () => {
      const kept = await (await caches.open('glentia-images')).keys();
      const unseen = await fetch('/uploads/never-seen-poster.jpg');
      return { kept: kept.length, unseen: unseen.headers.get('content-type') };
    });
    expect(images.kept).toBeGreaterThan(0);
    expect(images.unseen).toBe('image/svg+xml');

    // The home page draws from the saved start data.
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('stat-glentia').waitFor();

    await page.goto(`${baseUrl}/glentia/${seenId}`);
    await page.getByTestId('event-page').waitFor();
    await savedAt();
    expect(await page.getByTestId('event-summary-note').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Στα αγαπημένα' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // An action needs the server: refused at once, with the alert.
    await page.getByRole('button', { name: 'Στα αγαπημένα' }).click();
    await page.getByTestId('offline-alert').getByText('Χρειάζεται σύνδεση στο διαδίκτυο').waitFor();
    await page.getByTestId('offline-alert').getByRole('button', { name: 'Εντάξει' }).click();
    await page.getByRole('button', { name: 'Στα αγαπημένα' }).waitFor();

    // Never opened: its summary from the timeline's list, and no bounce to the home page.
    await page.goto(`${baseUrl}/glentia/${unseenId}`);
    await page.getByTestId('event-page').waitFor();
    await page.getByTestId('event-summary-note').waitFor();
    await savedAt();
    expect(new URL(page.url()).pathname).toBe(`/glentia/${unseenId}`);
    expect(await page.getByTestId('offline-alert').isVisible()).toBe(false);

    // The signal returns: the page refreshes by itself and stops saying it is a saved copy.
    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    await page.getByTestId('event-summary-note').waitFor({ state: 'detached' });
    await page.getByTestId('saved-at').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/glentia/${unseenId}`);
    await expect
      .poll(async () => (await storedQueries(page)).queries.some((query) => query.queryKey[1] === unseenId), {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(true);

    // Logging out forgets the account's copy: its favourites are no longer on the device.
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
    await expect
      .poll(
        async () => {
          const { buster, queries } = await storedQueries(page);
          const favourites = queries
            .filter((query) => query.queryKey[0] === 'favorites')
            .flatMap((query) => idsIn(query.state.data));
          return { visitor: buster.endsWith(':'), favourites: favourites.includes(seenId) };
        },
        { timeout: 15_000, interval: 250 },
      )
      .toEqual({ visitor: true, favourites: false });
    expect(errors).toEqual([]);
  });
});
