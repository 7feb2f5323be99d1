/**
 * Sharing a poster to the installed app (issue 30): a photographed poster is posted to the share
 * target as the phone's share sheet does (a multipart POST of the image to `/glenti/share`); the
 * service worker keeps it on the device; a visitor signs in first and lands on the event form with
 * the poster attached and read, its date, time, venue, artist and entry filled in, and sends it.
 */
import { addDays, todayInAthens } from '@glentia/core';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { drawPoster, posterDate } from '../../server/test/poster.ts';
import { launchBrowser, openPage } from './browser.ts';
import { USER } from './sign-in.ts';

const baseUrl = inject('baseUrl');

async function adminToken(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@glentia.gr', password: 'glentia-admin' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function adminPost(token: string, path: string, body: unknown): Promise<{ id: string }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string };
}

/** The poster as a phone photographs it: a little turned, soft, squeezed by the camera's JPEG. */
async function photographedPoster(date: string): Promise<Buffer> {
  const printed = await drawPoster([
    { text: 'ΜΕΓΑΛΟ ΓΛΕΝΤΙ', size: 62, bold: true, colour: '#ffd700', font: 'DejaVu Serif' },
    { text: 'ΣΤΕΛΙΟΣ ΚΑΡΠΑΘΑΚΗΣ', size: 54 },
    { text: posterDate(date), size: 46, font: 'Liberation Sans' },
    { text: 'ΩΡΑ 21:30', size: 46, font: 'Liberation Sans' },
    { text: 'ΤΑΒΕΡΝΑ ΤΑ ΛΙΒΑΔΙΑ', size: 46, colour: '#ffd700' },
    { text: 'Είσοδος 10€', size: 40 },
    { text: 'κράτηση στο 697 123 4567', size: 38 },
  ]);
  return sharp(printed).rotate(2.5, { background: '#5a5040' }).blur(0.6).jpeg({ quality: 72 }).toBuffer();
}

/** What the phone's share sheet does for an installed web app: a POST of the image, as a navigation. */
async function shareToApp(page: Page, image: Buffer) {
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = '/glenti/share';
    form.enctype = 'multipart/form-data';
    form.id = 'share-sheet';
    const file = document.createElement('input');
    file.type = 'file';
    file.name = 'poster';
    form.append(file);
    document.body.append(form);
  });
  await page.locator('#share-sheet input[name="poster"]').setInputFiles({
    name: 'IMG_20261128_213000.jpg',
    mimeType: 'image/jpeg',
    buffer: image,
  });
  await page.evaluate(() => (document.getElementById('share-sheet') as HTMLFormElement).submit());
}

describe('sharing a poster to the installed app', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('signs in, opens the form with the poster read, and sends it', async () => {
    const token = await adminToken();
    const venue = await adminPost(token, '/api/admin/location', {
      name: 'Ταβέρνα Τα Λιβάδια',
      lat: 35.2401,
      lng: 24.8093,
      county: 'RETHYMNO',
    });
    const artist = await adminPost(token, '/api/admin/artist', { name: 'Στέλιος Καρπαθάκης' });
    const date = addDays(todayInAthens(), 16);
    const image = await photographedPoster(date);

    // The installed app: its service worker is in charge of the page.
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/home`);
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.ready).active?.state === 'activated',
    );
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // Shared from the gallery while signed out: the log-in screen first.
    await shareToApp(page, image);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/glenti/edit?shared=poster');
    await page
      .getByText('Η αφίσα που μοιράστηκες σε περιμένει: συνδέσου για να προσθέσεις το γλέντι.')
      .waitFor();
    await page.getByLabel('E-mail').fill(USER.email);
    await page.getByLabel('Κωδικός', { exact: true }).fill(USER.password);
    const read = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/v1/users/glenti/draft-from-poster' &&
        response.request().method() === 'POST',
      { timeout: 60_000 },
    );
    await page.locator('form').getByRole('button', { name: 'Σύνδεση' }).click();

    // Back on the form, the poster kept and read without a press of a button.
    await page.getByRole('heading', { level: 1, name: 'Νέο γλέντι' }).waitFor();
    await page.getByRole('img', { name: 'Προεπισκόπηση της αφίσας' }).waitFor();
    expect((await read).status()).toBe(200);
    await page.getByRole('button', { name: 'Αφαίρεση: Στέλιος Καρπαθάκης' }).waitFor();
    expect(await page.getByLabel('Ημερομηνία').inputValue()).toBe(date);
    expect(await page.getByLabel('Ώρα έναρξης').inputValue()).toBe('21:30');
    await page.getByRole('button', { name: 'Αφαίρεση μαγαζιού' }).waitFor();
    expect(await page.getByText('Ταβέρνα Τα Λιβάδια', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('radio', { name: 'Με εισιτήριο' }).isChecked()).toBe(true);
    expect(await page.getByLabel(/Τιμή/).inputValue()).toBe('10');
    expect(await page.getByRole('textbox', { name: 'Τηλέφωνο κρατήσεων' }).inputValue()).toBe(
      '+30 697 1234 567',
    );
    expect(await page.getByTestId('poster-guess').count()).toBeGreaterThan(0);
    // The image left the device's share store with the form: a reload does not find it again.
    expect(
      await page.evaluate(async () =>
        (await caches.open('glentia-shared-poster')).keys().then((k) => k.length),
      ),
    ).toBe(0);

    const sent = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/users/glenti') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Προσθήκη', exact: true }).click();
    const result = (await (await sent).json()) as { createdId: string; published: boolean };
    expect(result.published).toBe(false);
    await page.getByRole('dialog', { name: 'Ευχαριστούμε!' }).waitFor();

    // What was saved is what the poster said.
    const saved = await fetch(`${baseUrl}/api/me/glentia/${result.createdId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(saved.status).toBe(200);
    const event = (await saved.json()) as {
      date: string;
      time: string | null;
      entryPrice: number | null;
      telephone: string | null;
      location: { id: string } | null;
      artists: Array<{ id: string }>;
    };
    expect(event).toMatchObject({ date, time: '21:30', entryPrice: 1000, location: { id: venue.id } });
    expect(event.artists.map((a) => a.id)).toEqual([artist.id]);
    expect(errors).toEqual([]);
  });
});
