/**
 * Contributing and moderating in a real browser against the built server: a user submits a
 * glenti with a poster through the form, the admin publishes it from /unpublished and it appears
 * on its day; an admin imports a glenti from a page with schema.org JSON-LD (served here, on the
 * one loopback port the server may fetch from in tests); a long press on a card opens the event
 * sheet, with the admin's actions for admins and share and copy only for visitors.
 */
import { createServer, type Server } from 'node:http';
import { addDays, athensDateTimeToInstant, todayInAthens } from '@glentia/core';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { ADMIN, openAs, USER } from './sign-in.ts';

const baseUrl = inject('baseUrl');
const today = todayInAthens();

interface Named {
  id: string;
  name: string;
}

/** A poster made on the fly: a real JPEG, as a phone's camera would give. */
function poster(width = 800, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${width / 3}" fill="#f29a5c"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();
}

/** Holds a finger still on an element for `ms` (Chromium's own touch events), then lifts it. */
async function touchHold(page: Page, target: Locator, ms: number) {
  // A touch lands only on what is on the screen: the card may be far down a busy day's list.
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to press');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 3 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Holds the mouse's main button still on an element for `ms`, then lets go. */
async function mouseHold(page: Page, target: Locator, ms: number) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to press');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  await page.mouse.down();
  await page.waitForTimeout(ms);
  await page.mouse.up();
}

describe('contributing and moderating in a real browser', () => {
  let browser: Browser;
  let venues: Named[];
  let artists: Named[];
  /** The glenti the user submits and the admin publishes (journey a), used again by journey c. */
  const submitted = {
    id: '',
    date: addDays(today, 23),
    description: `Γλέντι με λύρα για τη γιορτή του χωριού ${Date.now()}`,
    venue: '',
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    venues = (await (await fetch(`${baseUrl}/api/public/locations`)).json()) as Named[];
    artists = (await (await fetch(`${baseUrl}/api/public/artists`)).json()) as Named[];
  });
  afterAll(async () => browser?.close());

  it('a user submits a glenti with a poster, the admin publishes it, and it shows on its day', async () => {
    const venue = venues[0]!;
    const artist = artists[0]!;
    submitted.venue = venue.name;

    // The user fills in the form.
    const { page, errors } = await openAs(browser, USER, '/glenti/edit');
    await page.getByRole('heading', { level: 1, name: 'Νέο γλέντι' }).waitFor();
    await page.getByTestId('photo-input').setInputFiles({
      name: 'afisa.jpg',
      mimeType: 'image/jpeg',
      buffer: await poster(),
    });
    await page.getByRole('img', { name: 'Προεπισκόπηση της αφίσας' }).waitFor();
    await page.getByRole('combobox', { name: 'Καλλιτέχνες' }).fill(artist.name);
    await page.getByRole('option', { name: artist.name, exact: true }).click();
    await page.getByRole('combobox', { name: 'Μαγαζί' }).fill(venue.name);
    await page.getByRole('option', { name: venue.name, exact: true }).click();
    await page.getByLabel('Ημερομηνία').fill(submitted.date);
    await page.getByLabel('Ώρα έναρξης').selectOption('21:30');
    await page.getByLabel('Διάρκεια').selectOption('5');
    expect(await page.getByTestId('end-time').textContent()).toBe('Τελειώνει στις 02:30');
    await page.getByLabel('Περιγραφή').fill(submitted.description);

    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/users/glenti') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Προσθήκη', exact: true }).click();
    const result = (await (await answer).json()) as { createdId: string; published: boolean };
    expect(result.published).toBe(false);
    submitted.id = result.createdId;

    // "Will be published", then the user's own list says it waits for review.
    const dialog = page.getByRole('dialog', { name: 'Ευχαριστούμε!' });
    await dialog.getByText('Το γλέντι θα δημοσιευτεί μόλις το ελέγξει ένας διαχειριστής.').waitFor();
    await dialog.getByRole('button', { name: 'Εντάξει' }).click();
    const row = page.locator(`[data-testid="uploaded-event"][data-event-id="${submitted.id}"]`);
    await row.waitFor();
    expect(page.url()).toBe(`${baseUrl}/uploaded`);
    expect(await row.getByTestId('uploaded-state').textContent()).toBe('Περιμένει έγκριση');
    expect(await row.getByRole('heading', { level: 3 }).textContent()).toBe(venue.name);
    expect(await row.getByRole('img').getAttribute('src')).toMatch(/^\/uploads\//);
    expect(await row.getByRole('link').getAttribute('href')).toBe(`/glenti/edit/${submitted.id}`);

    // The admin sees it counted on the menu and publishes it from the review queue.
    const admin = await openAs(browser, ADMIN, '/unpublished', { viewport: { width: 1280, height: 900 } });
    const waitingBefore = Number(
      await admin.page.getByTestId('review-count').locator('[aria-hidden]').textContent(),
    );
    expect(waitingBefore).toBeGreaterThanOrEqual(1);
    const item = admin.page.getByRole('listitem').filter({ hasText: submitted.description });
    await item.getByRole('button', { name: 'Δημοσίευση' }).click();
    await item.waitFor({ state: 'detached' });
    if (waitingBefore === 1) await admin.page.getByTestId('review-count').waitFor({ state: 'detached' });
    else
      await admin.page
        .getByTestId('review-count')
        .locator('[aria-hidden]')
        .filter({ hasText: new RegExp(`^${waitingBefore - 1}$`) })
        .waitFor();

    // Everyone now finds it on its day.
    const visitor = await openAs(browser, null, `/events?date=${submitted.date}`);
    const card = visitor.page.locator(`article[data-event-id="${submitted.id}"]`);
    await card.waitFor();
    expect(await card.getByRole('heading').textContent()).toBe(venue.name);
    expect(await card.getByTestId('event-artists').textContent()).toContain(artist.name);

    // And the user's list says it is published, opening its page.
    await page.reload();
    await row.getByTestId('uploaded-state').filter({ hasText: 'Δημοσιεύτηκε' }).waitFor();
    expect(await row.getByRole('link', { name: venue.name }).getAttribute('href')).toBe(
      `/glentia/${submitted.id}`,
    );

    expect([...errors, ...admin.errors, ...visitor.errors]).toEqual([]);
    await Promise.all([page, admin.page, visitor.page].map((each) => each.context().close()));
  });

  it('flags a repeated submission before it is sent, and opens the one already waiting', async () => {
    // A date far from the demo data's weeks, at a venue the user picks twice.
    const date = addDays(today, 290);
    const venue = venues[1]!;
    const { page, errors } = await openAs(browser, USER, '/glenti/edit');
    const fill = async () => {
      await page.getByRole('heading', { level: 1, name: 'Νέο γλέντι' }).waitFor();
      await page.getByTestId('photo-input').setInputFiles({
        name: 'afisa.jpg',
        mimeType: 'image/jpeg',
        buffer: await poster(),
      });
      await page.getByRole('combobox', { name: 'Μαγαζί' }).fill(venue.name);
      await page.getByRole('option', { name: venue.name, exact: true }).click();
      await page.getByLabel('Ημερομηνία').fill(date);
      await page.getByLabel('Ώρα έναρξης').selectOption('22:00');
    };
    // The same-night question is answered before the form is sent: nothing there yet.
    const asked = page.waitForResponse((response) =>
      response.url().includes(`/api/v1/users/glenti/same-night?location=${venue.id}&date=${date}`),
    );
    await fill();
    expect((await asked).status()).toBe(200);
    expect(await page.getByTestId('same-night-note').count()).toBe(0);
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/users/glenti') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Προσθήκη', exact: true }).click();
    const { createdId } = (await (await answer).json()) as { createdId: string };
    await page
      .getByRole('dialog', { name: 'Ευχαριστούμε!' })
      .getByRole('button', { name: 'Εντάξει' })
      .click();
    await page.waitForURL(`${baseUrl}/uploaded`);

    // The second time, the form says so beside the date, before anything is sent.
    await page.goto(`${baseUrl}/glenti/edit`);
    await fill();
    const note = page.getByTestId('same-night-note');
    await note.getByText('Ένα γλέντι σε αυτό το μαγαζί αυτή τη μέρα περιμένει ήδη έγκριση').waitFor();
    expect(await note.textContent()).toContain('Αρχίζει στις 22:00.');
    await note.getByRole('link', { name: 'Δες το γλέντι' }).click();
    // Leaving the filled-in form asks first; the sender leaves for the glenti already sent.
    await page
      .getByRole('alertdialog', { name: 'Έξοδος χωρίς αποθήκευση;' })
      .getByRole('button', { name: 'Ναι', exact: true })
      .click();
    await page.waitForURL(`${baseUrl}/glentia/${createdId}`);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: venue.name }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  describe('importing from a page', () => {
    const port = inject('importPagePort');
    let pages: Server;
    let posterJpeg: Buffer;
    const date = addDays(today, 31);

    beforeAll(async () => {
      posterJpeg = await poster(900, 1200);
      pages = createServer((request, response) => {
        const venue = venues[1]!;
        const artist = artists[1]!;
        if (request.url === '/poster.jpg') {
          response.writeHead(200, { 'content-type': 'image/jpeg' }).end(posterJpeg);
          return;
        }
        if (request.url !== '/event') {
          response.writeHead(404).end();
          return;
        }
        const start = athensDateTimeToInstant(date, '22:15');
        const ld = {
          '@context': 'https://schema.org',
          '@type': 'MusicEvent',
          name: `Γλέντι στο ${venue.name}`,
          startDate: start.toISOString(),
          endDate: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
          description: 'Λύρα, λαούτο και μαντινάδες ως το πρωί.',
          image: `http://127.0.0.1:${port}/poster.jpg`,
          location: { '@type': 'Place', name: venue.name },
          performer: [{ '@type': 'Person', name: artist.name }],
        };
        response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            `<!doctype html><html><head><meta charset="utf-8"><title>Εισιτήρια</title><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><h1>Εισιτήρια</h1></body></html>`,
          );
      });
      await new Promise<void>((resolve, reject) => {
        pages.once('error', reject);
        pages.listen(port, '127.0.0.1', resolve);
      });
    });
    afterAll(async () => {
      await new Promise((resolve) => pages?.close(resolve));
    });

    it('an admin imports a glenti from a page with JSON-LD and checks the prefilled form', async () => {
      const venue = venues[1]!;
      const artist = artists[1]!;
      const { page, errors } = await openAs(browser, ADMIN, '/unpublished');
      await page.getByRole('button', { name: 'Εισαγωγή από σύνδεσμο' }).click();
      const dialog = page.getByRole('dialog', { name: 'Εισαγωγή γλεντιού από σύνδεσμο' });
      await dialog.getByLabel('Διεύθυνση σελίδας').fill(`http://127.0.0.1:${port}/event`);
      await dialog.getByRole('button', { name: 'Εισαγωγή', exact: true }).click();
      await dialog.getByText('Το πρόχειρο αποθηκεύτηκε.', { exact: false }).waitFor();
      expect(await dialog.getByText('Δεν βρέθηκαν', { exact: false }).count()).toBe(0);
      await dialog.getByRole('link', { name: 'Άνοιγμα στη φόρμα' }).click();

      await page.getByRole('heading', { level: 1, name: 'Επεξεργασία γλεντιού' }).waitFor();
      expect(await page.getByLabel('Ημερομηνία').inputValue()).toBe(date);
      expect(await page.getByLabel('Ώρα έναρξης').inputValue()).toBe('22:15');
      expect(await page.getByLabel('Διάρκεια').inputValue()).toBe('4');
      const venueChips = page.getByRole('list', { name: 'Μαγαζί' });
      expect(await venueChips.getByRole('listitem').textContent()).toBe(venue.name);
      const artistChips = page.getByRole('list', { name: 'Καλλιτέχνες' });
      expect(await artistChips.getByRole('listitem').allTextContents()).toEqual([artist.name]);
      const preview = page.getByRole('img', { name: 'Προεπισκόπηση της αφίσας' });
      expect(await preview.getAttribute('src')).toMatch(/^\/uploads\//);
      await expect
        .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      expect(await page.getByLabel('Περιγραφή').inputValue()).toBe('Λύρα, λαούτο και μαντινάδες ως το πρωί.');
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('still refuses every other loopback address', async () => {
      const { page } = await openAs(browser, ADMIN, '/unpublished');
      await page.getByRole('button', { name: 'Εισαγωγή από σύνδεσμο' }).click();
      const dialog = page.getByRole('dialog', { name: 'Εισαγωγή γλεντιού από σύνδεσμο' });
      await dialog.getByLabel('Διεύθυνση σελίδας').fill(`${baseUrl}/api/public/initialize`);
      await dialog.getByRole('button', { name: 'Εισαγωγή', exact: true }).click();
      expect(await dialog.getByRole('alert').textContent()).toBe(
        'Η διεύθυνση δείχνει σε ιδιωτικό ή εσωτερικό δίκτυο και δεν επιτρέπεται.',
      );
      await page.context().close();
    });
  });

  describe('the event sheet on a long press', () => {
    it('opens the admin’s actions for an admin holding a finger on a card for 300 ms', async () => {
      expect(submitted.id).not.toBe('');
      const { page, errors } = await openAs(browser, ADMIN, `/events?date=${submitted.date}`);
      const card = page.locator(`article[data-event-id="${submitted.id}"]`);
      await card.waitFor();
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { pressedWith: string[] }).pressedWith = seen;
        document.addEventListener('pointerdown', (event) => seen.push(event.pointerType), true);
      });
      await touchHold(page, card, 450);
      const sheet = page.getByRole('dialog', { name: 'Ενέργειες για το γλέντι' });
      await sheet.waitFor();
      expect(await sheet.getByText(submitted.venue).count()).toBeGreaterThan(0);
      expect(await sheet.getByRole('button').allTextContents()).toEqual([
        'Προώθηση',
        'Ακύρωση γλεντιού',
        'Διαγραφή',
        'Κοινοποίηση',
        'Αντιγραφή συνδέσμου',
      ]);
      expect(await sheet.getByRole('link', { name: 'Επεξεργασία' }).getAttribute('href')).toBe(
        `/glenti/edit/${submitted.id}`,
      );
      // A finger opened the sheet, not the event.
      expect(await page.evaluate(() => (window as unknown as { pressedWith: string[] }).pressedWith)).toEqual(
        ['touch'],
      );
      expect(new URL(page.url()).pathname).toBe('/events');

      // Promote, confirmed; the list is fetched again and the card shows it as featured.
      await sheet.getByRole('button', { name: 'Προώθηση' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Να προωθηθεί το γλέντι;' });
      await confirm.getByRole('button', { name: 'Προώθηση γλεντιού' }).click();
      await card.getByText('Προτεινόμενο').waitFor();
      await sheet.waitFor({ state: 'hidden' });
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('gives a visitor’s long press share and copy link only', async () => {
      const { page, errors } = await openAs(browser, null, `/events?date=${submitted.date}`, {
        viewport: { width: 1280, height: 900 },
        isMobile: false,
        hasTouch: false,
      });
      const card = page.locator(`article[data-event-id="${submitted.id}"]`);
      await card.waitFor();
      await mouseHold(page, card, 450);
      const sheet = page.getByRole('dialog', { name: 'Ενέργειες για το γλέντι' });
      await sheet.waitFor();
      expect(await sheet.getByRole('button').allTextContents()).toEqual([
        'Κοινοποίηση',
        'Αντιγραφή συνδέσμου',
      ]);
      expect(await sheet.getByRole('link').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/events');

      // A short click still opens the event.
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'hidden' });
      await card.getByRole('link').click();
      await page.waitForURL(`${baseUrl}/glentia/${submitted.id}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
});
