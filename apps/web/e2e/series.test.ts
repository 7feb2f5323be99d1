/**
 * A weekly residency in a real browser against the built server: an admin turns on "Repeats" in
 * the event form, reads the plain-language preview, saves, lands on the first night's page, which
 * says it is part of the series and links to editing it; every night is listed at its venue.
 */
import { addDays, describeRecurrence, occurrenceDates, type TEvent, todayInAthens } from '@glentia/core';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const ADMIN = { email: 'admin@glentia.gr', password: 'glentia-admin' };

interface Named {
  id: string;
  name: string;
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
    await page.goto(`${baseUrl}/login?${new URLSearchParams({ redirect: '/glenti/edit' })}`);
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Κωδικός', { exact: true }).fill(ADMIN.password);
    await page.locator('form').getByRole('button', { name: 'Σύνδεση' }).click();
    await page.getByRole('heading', { level: 1, name: 'Νέο γλέντι' }).waitFor();

    const jpeg = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#1e5aa0' } })
      .jpeg()
      .toBuffer();
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'afisa.jpg', mimeType: 'image/jpeg', buffer: jpeg });
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
    const sentence = describeRecurrence(rule, { time: '22:00', language: 'el' });
    await page.getByTestId('repeat-summary').filter({ hasText: sentence }).waitFor();
    expect(await page.getByTestId('repeat-preview').getByRole('listitem').count()).toBe(4);

    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/me/series') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Προσθήκη', exact: true }).click();
    const series = (await (await answer).json()) as { id: string; upcoming: Array<{ id: string }> };
    await page.waitForURL(`${baseUrl}/glentia/${series.upcoming[0]!.id}`);
    const note = page.getByTestId('series-note');
    await note.filter({ hasText: sentence }).waitFor();
    expect(await note.getByRole('link', { name: 'Άλλαξε τη σειρά' }).getAttribute('href')).toBe(
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
});
