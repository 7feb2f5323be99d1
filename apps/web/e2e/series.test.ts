/**
 * A weekly residency in a real browser against the built server: an admin turns on "Repeats" in
 * the event form, reads the plain-language preview, saves, lands on the first night's page, which
 * says it is part of the series and links to editing it; every night is listed at its venue.
 * A venue's partner sets one up too: it waits on their /uploaded list until an admin publishes it
 * from the review queue, and then its first night is on the public timeline.
 */

import { randomUUID } from 'node:crypto';
import { addDays, describeRecurrence, occurrenceDates, type TEvent, todayInAthens } from '@glentia/core';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const ADMIN = { email: 'admin@glentia.gr', password: 'glentia-admin' };
const PARTNER = { email: 'partner@glentia.gr', password: 'glentia-partner' };

interface Named {
  id: string;
  name: string;
}

async function apiToken(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function api<T>(
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

/**
 * A venue of its own for the partner account of the demo data, added to the ones it runs, so the
 * journey's nights share a venue with no other test.
 */
async function partnerVenue(adminToken: string): Promise<Named> {
  const users = await api<{ items: Array<{ id: string; username: string }> }>(
    adminToken,
    '/api/admin/users?search=partner',
  );
  const partner = users.items.find((user) => user.username === 'partner')!;
  const name = `Ταβέρνα Σειρά ${randomUUID().slice(0, 6)}`;
  const venue = await api<Named>(adminToken, '/api/admin/location', {
    method: 'POST',
    body: { name, county: 'CHANIA' },
  });
  const runs = await api<Named[]>(adminToken, `/api/admin/users/${partner.id}/venues`);
  await api(adminToken, `/api/admin/users/${partner.id}/venues`, {
    method: 'PUT',
    body: { locationIds: [...runs.map((run) => run.id), venue.id] },
  });
  return { id: venue.id, name };
}

async function partnerId(adminToken: string): Promise<string> {
  const users = await api<{ items: Array<{ id: string; username: string }> }>(
    adminToken,
    '/api/admin/users?search=partner',
  );
  return users.items.find((user) => user.username === 'partner')!.id;
}

async function logInAt(page: Page, account: { email: string; password: string }, redirect: string) {
  await page.goto(`${baseUrl}/login?${new URLSearchParams({ redirect })}`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Κωδικός', { exact: true }).fill(account.password);
  await page.locator('form').getByRole('button', { name: 'Σύνδεση' }).click();
}

async function posterJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 1000, channels: 3, background: '#1e5aa0' } })
    .jpeg()
    .toBuffer();
}

/** Fills the event form's poster, artist, venue, first date and 22:00, and turns on "Repeats" weekly until `until`. */
async function fillWeeklySeries(page: Page, { artist, venue, start, until }: SeriesInput) {
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'afisa.jpg', mimeType: 'image/jpeg', buffer: await posterJpeg() });
  await page.getByRole('combobox', { name: 'Καλλιτέχνες' }).fill(artist.name);
  await page.getByRole('option', { name: artist.name, exact: true }).click();
  await page.getByRole('combobox', { name: 'Μαγαζί' }).fill(venue.name);
  await page.getByRole('option', { name: venue.name, exact: true }).click();
  await page.getByLabel(/^Ημερομηνία/).fill(start);
  await page.getByLabel('Ώρα έναρξης').selectOption('22:00');

  await page.getByRole('checkbox', { name: /Επαναλαμβάνεται/ }).check();
  await page.getByRole('radio', { name: 'Κάθε εβδομάδα' }).check();
  await page.getByRole('radio', { name: 'Ως μια ημερομηνία' }).check();
  await page.getByLabel('Τελευταία ημερομηνία').fill(until);
}

interface SeriesInput {
  artist: Named;
  venue: Named;
  start: string;
  until: string;
}

/** Saves the form and returns the series the server answered. */
async function saveSeries(
  page: Page,
): Promise<{ id: string; published: boolean; upcoming: Array<{ id: string }> }> {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/me/series') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Προσθήκη', exact: true }).click();
  return (await (await answer).json()) as { id: string; published: boolean; upcoming: Array<{ id: string }> };
}

describe('weekly residencies in a real browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('an admin creates a weekly series from the event form and its nights are listed', async () => {
    const venues = (await (await fetch(`${baseUrl}/api/public/locations`)).json()) as Named[];
    const artists = (await (await fetch(`${baseUrl}/api/public/artists`)).json()) as Named[];
    const venue = venues[venues.length - 1]!;
    const artist = artists[artists.length - 1]!;
    const start = addDays(todayInAthens(), 9);
    const until = addDays(start, 21);
    const rule = { frequency: 'weekly' as const, startDate: start, until };

    const { page, errors } = await openPage(browser);
    await logInAt(page, ADMIN, '/glenti/edit');
    await page.getByRole('heading', { level: 1, name: 'Νέο γλέντι' }).waitFor();
    await fillWeeklySeries(page, { artist, venue, start, until });
    const sentence = describeRecurrence(rule, { time: '22:00', language: 'el' });
    await page.getByTestId('repeat-summary').filter({ hasText: sentence }).waitFor();
    expect(await page.getByTestId('repeat-preview').getByRole('listitem').count()).toBe(4);

    const series = await saveSeries(page);
    await page.waitForURL(`${baseUrl}/glentia/${series.upcoming[0]!.id}`);
    const note = page.getByTestId('series-note');
    await note.filter({ hasText: sentence }).waitFor();
    const controls = page.getByTestId('event-controls');
    expect(await controls.getByRole('link', { name: 'Άλλαξε τη σειρά' }).getAttribute('href')).toBe(
      `/series/${series.id}/edit`,
    );

    const listed = (await (
      await fetch(`${baseUrl}/api/public/glentia?location=${venue.id}&from=${start}&to=${until}`)
    ).json()) as TEvent[];
    const nights = listed.filter((event) => event.seriesId === series.id);
    expect(nights.map((night) => night.date)).toEqual(occurrenceDates(rule, { from: start, to: until }));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a partner sets up a series, an admin publishes it from the review queue, and its first night is on the timeline', async () => {
    const adminToken = await apiToken(ADMIN);
    const venue = await partnerVenue(adminToken);
    const artists = (await (await fetch(`${baseUrl}/api/public/artists`)).json()) as Named[];
    const artist = artists[0]!;
    // The first night is tomorrow, so it is in the timeline's first week whatever the day.
    const start = addDays(todayInAthens(), 1);
    const until = addDays(start, 28);
    const rule = { frequency: 'weekly' as const, startDate: start, until };
    const sentence = describeRecurrence(rule, { time: '22:00', language: 'el' });

    const partner = await openPage(browser);
    await logInAt(partner.page, PARTNER, '/glenti/edit');
    await partner.page.getByRole('heading', { level: 1, name: 'Νέο γλέντι' }).waitFor();
    await fillWeeklySeries(partner.page, { artist, venue, start, until });
    await partner.page.getByTestId('repeat-summary').filter({ hasText: sentence }).waitFor();
    const series = await saveSeries(partner.page);
    expect(series.published).toBe(false);
    // Confirmed as a saved event is: a dialog in view, whose OK opens the partner's own list.
    const saved = partner.page.getByRole('dialog', { name: 'Ευχαριστούμε!' });
    await saved.getByText(/Η σειρά περιμένει έγκριση/).waitFor();
    await saved.getByRole('button', { name: 'Εντάξει' }).click();
    await partner.page.waitForURL(`${baseUrl}/uploaded`);

    // On the partner's own list: the series once, waiting, with its rule and a way to edit it.
    await partner.page.goto(`${baseUrl}/uploaded`);
    const own = partner.page.locator(`[data-testid="series-card"][data-series-id="${series.id}"]`);
    await own.getByTestId('series-rule').filter({ hasText: sentence }).waitFor();
    expect(await own.getByTestId('uploaded-state').innerText()).toBe('Περιμένει έγκριση');
    expect(await own.getByRole('link', { name: 'Άλλαξε τη σειρά' }).getAttribute('href')).toBe(
      `/series/${series.id}/edit`,
    );

    const admin = await openPage(browser);
    await logInAt(admin.page, ADMIN, '/unpublished');
    const card = admin.page.locator(`[data-testid="series-card"][data-series-id="${series.id}"]`);
    await card.getByTestId('series-rule').filter({ hasText: sentence }).waitFor();
    expect(await card.getByRole('heading', { level: 3 }).innerText()).toContain(venue.name);
    expect(await card.getByText(artist.name).count()).toBeGreaterThan(0);
    expect(await card.getByTestId('series-next').getByRole('listitem').count()).toBe(3);
    await card.getByRole('button', { name: 'Δημοσίευσε τη σειρά' }).click();
    const confirm = admin.page.getByRole('alertdialog', { name: 'Να δημοσιευτεί η σειρά;' });
    await confirm.getByRole('button', { name: 'Δημοσίευση' }).click();
    await card.waitFor({ state: 'detached' });

    // Its first night is on the public timeline, for anybody: the timeline shows three glentia a
    // day, so tomorrow may hold others before it; the day's heading opens all of them.
    const visitor = await openPage(browser);
    await visitor.page.goto(`${baseUrl}/glentia`);
    const day = visitor.page.locator(`[data-testid="timeline-day"][data-date="${start}"]`);
    await day.getByRole('heading', { level: 2 }).getByRole('link').click();
    await visitor.page.waitForURL(`${baseUrl}/events?date=${start}`);
    await visitor.page.getByTestId('events-list').getByText(venue.name).first().waitFor();

    // And the partner's list says it is published.
    await partner.page.reload();
    await own.getByTestId('uploaded-state').filter({ hasText: 'Δημοσιεύτηκε' }).waitFor();

    for (const { page, errors } of [partner, admin, visitor]) {
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
  it('a partner is offered Repeats only at a venue they run, and a venue taken from them is refused beside its field without ending the session', async () => {
    const adminToken = await apiToken(ADMIN);
    const venue = await partnerVenue(adminToken);
    const venues = (await (await fetch(`${baseUrl}/api/public/locations`)).json()) as Named[];
    const runs = await api<Named[]>(adminToken, `/api/admin/users/${await partnerId(adminToken)}/venues`);
    const notTheirs = venues.find((item) => !runs.some((run) => run.id === item.id))!;
    const artists = (await (await fetch(`${baseUrl}/api/public/artists`)).json()) as Named[];
    const start = addDays(todayInAthens(), 3);

    const { page, errors } = await openPage(browser);
    await logInAt(page, PARTNER, '/glenti/edit');
    await page.getByRole('heading', { level: 1, name: 'Νέο γλέντι' }).waitFor();
    const venueBox = page.getByRole('combobox', { name: 'Μαγαζί' });
    await venueBox.fill(notTheirs.name);
    await page.getByRole('option', { name: notTheirs.name, exact: true }).click();
    await page.getByRole('button', { name: 'Αφαίρεση μαγαζιού' }).waitFor();
    expect(await page.getByRole('checkbox', { name: /Επαναλαμβάνεται/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Αφαίρεση μαγαζιού' }).click();

    await fillWeeklySeries(page, { artist: artists[0]!, venue, start, until: addDays(start, 21) });
    // The venue is given to nobody while the form is open.
    const id = await partnerId(adminToken);
    await api(adminToken, `/api/admin/users/${id}/venues`, {
      method: 'PUT',
      body: { locationIds: runs.filter((run) => run.id !== venue.id).map((run) => run.id) },
    });
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/me/series') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Προσθήκη', exact: true }).click();
    expect((await answer).status()).toBe(400);
    const refusal = page.getByTestId('field-refusal');
    await refusal.filter({ hasText: 'μαγαζί που έχεις' }).waitFor();
    // Beside the venue field, and scrolled into view on the phone.
    await expect
      .poll(() =>
        refusal.evaluate((node) => {
          const box = node.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    const fieldBox = await venueBox.boundingBox();
    const refusalBox = await refusal.boundingBox();
    expect(Math.abs(refusalBox!.y - fieldBox!.y)).toBeLessThan(200);

    // Still signed in: the partner page opens and reads the partner's numbers.
    const overview = page.waitForResponse((response) => response.url().endsWith('/api/partner/overview'));
    await page.goto(`${baseUrl}/partner`);
    expect((await overview).status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/partner');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
