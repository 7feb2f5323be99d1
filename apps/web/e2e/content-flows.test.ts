/**
 * Content that stays right, in a real browser against the built server: a visitor without an
 * account reports a glenti as canceled from its page and the report reaches the admin's review
 * queue, where the admin dismisses it; a user adds a glenti at a new venue, choosing its place from
 * the place search (a local stand-in speaking Nominatim's format), and once the admin publishes it
 * the venue has its county and map position.
 */
import { createServer, type Server } from 'node:http';
import { addDays, type TEvent, todayInAthens } from '@glentia/core';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { ADMIN, openAs, USER } from './sign-in.ts';

const baseUrl = inject('baseUrl');
const placesPort = inject('importPagePort');
const today = todayInAthens();
const VENUE = `Ταβέρνα Πλάτανος ${Date.now() % 100_000}`;

/** Nominatim's `jsonv2` answer for the new venue: a place in Rethymno. */
const NOMINATIM_ANSWER = [
  {
    place_id: 7,
    lat: '35.3691',
    lon: '24.4712',
    name: VENUE,
    display_name: `${VENUE}, Αρκαδίου, Ρέθυμνο, Δήμος Ρεθύμνης, Περιφερειακή Ενότητα Ρεθύμνου, Κρήτη, 74100, Ελλάδα`,
    address: {
      amenity: VENUE,
      city: 'Ρέθυμνο',
      state_district: 'Περιφερειακή Ενότητα Ρεθύμνου',
      postcode: '741 00',
      country_code: 'gr',
    },
  },
];

describe('reports of a problem and new venues with a place, in a real browser', () => {
  let browser: Browser;
  let places: Server;
  const searched: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    places = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== '/places/search') return void response.writeHead(404).end();
      searched.push(url.searchParams.get('q') ?? '');
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(NOMINATIM_ANSWER));
    });
    await new Promise<void>((resolve, reject) => {
      places.once('error', reject);
      places.listen(placesPort, '127.0.0.1', resolve);
    });
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => places?.close(resolve));
  });

  it('a visitor reports a glenti as canceled; the report reaches the review queue and the admin dismisses it', async () => {
    const upcoming = (await (
      await fetch(`${baseUrl}/api/public/glentia?from=${addDays(today, 1)}&to=${addDays(today, 40)}`)
    ).json()) as TEvent[];
    const event = upcoming.find((each) => !each.canceled)!;
    const note = `Κλειστό το μαγαζί ${Date.now()}`;

    const visitor = await openAs(browser, null, `/glentia/${event.id}`);
    await visitor.page.getByTestId('event-page').waitFor();
    await visitor.page.getByRole('button', { name: 'Αναφορά προβλήματος' }).click();
    const dialog = visitor.page.getByRole('dialog', { name: 'Αναφορά προβλήματος' });
    await dialog.getByRole('radio', { name: 'Ακυρώθηκε ή δεν θα γίνει' }).check();
    await dialog.getByLabel('Σημείωση (προαιρετικά)').fill(note);
    await dialog.getByRole('button', { name: 'Στείλε' }).click();
    await dialog.getByText('Ευχαριστούμε! Η αναφορά έφτασε στους διαχειριστές.').waitFor();

    const admin = await openAs(browser, ADMIN, '/unpublished', { viewport: { width: 1280, height: 900 } });
    const item = admin.page
      .getByRole('listitem')
      .filter({ has: admin.page.getByTestId('review-reports'), hasText: note });
    const reports = item.getByTestId('review-reports');
    await reports.waitFor();
    expect(await reports.textContent()).toContain('Ακυρώθηκε');
    expect(await item.getByRole('link', { name: 'Προβολή' }).getAttribute('href')).toBe(
      `/glentia/${event.id}`,
    );
    // The event is live: only the report waits, so there is nothing to publish.
    expect(await item.getByRole('button', { name: 'Δημοσίευση' }).count()).toBe(0);
    await reports.getByRole('button', { name: 'Κλείσε τις αναφορές' }).click();
    await item.waitFor({ state: 'detached' });

    expect([...visitor.errors, ...admin.errors]).toEqual([]);
    await Promise.all([visitor.page, admin.page].map((each) => each.context().close()));
  });

  it("a user's new venue takes its place from the place search and has its county and map once published", async () => {
    const date = addDays(today, 17);
    const description = `Γλέντι στο νέο μαγαζί ${Date.now()}`;
    const { page, errors } = await openAs(browser, USER, '/glenti/edit');
    await page.getByRole('heading', { level: 1, name: 'Νέο γλέντι' }).waitFor();
    const jpeg = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#1e5aa0' } })
      .jpeg()
      .toBuffer();
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'afisa.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.getByRole('combobox', { name: 'Μαγαζί' }).fill(VENUE);
    await page.getByRole('option', { name: `Προσθήκη «${VENUE}»` }).click();

    const placeField = page.getByRole('group', { name: `Πού είναι το «${VENUE}»;` });
    await placeField.getByRole('button', { name: /Αρκαδίου, Ρέθυμνο/ }).click();
    await placeField.getByText('Θέση:', { exact: false }).waitFor();
    expect(searched).toContain(VENUE);
    await page.getByTestId('map-marker').waitFor();
    await page.getByLabel('Ημερομηνία').fill(date);
    await page.getByLabel('Περιγραφή').fill(description);
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/users/glenti') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Προσθήκη', exact: true }).click();
    const { createdId } = (await (await answer).json()) as { createdId: string };
    await page
      .getByRole('dialog', { name: 'Ευχαριστούμε!' })
      .getByRole('button', { name: 'Εντάξει' })
      .click();

    const admin = await openAs(browser, ADMIN, '/unpublished', { viewport: { width: 1280, height: 900 } });
    const item = admin.page.getByRole('listitem').filter({ hasText: description });
    await item.getByText('Θέση νέου μαγαζιού:', { exact: false }).waitFor();
    expect(await item.getByTestId('unplaced-venue').count()).toBe(0);
    await item.getByRole('button', { name: 'Δημοσίευση' }).click();
    await item.waitFor({ state: 'detached' });

    const live = (await (await fetch(`${baseUrl}/api/public/glentia/${createdId}`)).json()) as TEvent;
    expect(live.location).toMatchObject({ name: VENUE, county: 'RETHYMNO', lat: 35.3691, lng: 24.4712 });
    const inRethymno = (await (
      await fetch(`${baseUrl}/api/public/glentia?county=RETHYMNO&from=${date}&to=${date}`)
    ).json()) as TEvent[];
    expect(inRethymno.map((each) => each.id)).toContain(createdId);

    expect([...errors, ...admin.errors]).toEqual([]);
    await Promise.all([page, admin.page].map((each) => each.context().close()));
  });
});
