/**
 * A reader who reads English, in a real browser against the built server: they switch the app to
 * English, save a glenti, an admin cancels it, and /notifications tells them in English, with the
 * venue's name in Latin letters; the server learnt their language when they switched. And they
 * open a glenti whose description is in Greek and read it in English, translated by the server's
 * translation service (a local stand-in speaking DeepL's API on 127.0.0.1).
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { hasGreek, type TLocation, type TNotification, transliterateElot } from '@glentia/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogIn, submitGlenti } from './api.ts';
import { launchBrowser, openPage } from './browser.ts';
import { ADMIN } from './sign-in.ts';

const baseUrl = inject('baseUrl');

/** An admin's glenti (published at once) at a venue with a Greek name, `days` from today. */
export async function greekGlenti(
  token: string,
  days: number,
  description = 'Κρητική βραδιά με λύρα.',
): Promise<{ id: string; venue: TLocation }> {
  const locations = (await (await fetch(`${baseUrl}/api/public/locations`)).json()) as TLocation[];
  const venue = locations.find((location) => hasGreek(location.name));
  if (!venue) throw new Error('The demo data has no venue with a Greek name');
  const { createdId, published } = await submitGlenti(token, { venueId: venue.id, days, description });
  expect(published).toBe(true);
  return { id: createdId, venue };
}

describe('an English reader', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('switches to English, saves a glenti, and reads its cancellation in English on /notifications', async () => {
    const admin = (await apiLogIn(ADMIN)).access_token;
    const { id, venue } = await greekGlenti(admin, 12);
    const latinVenue = transliterateElot(venue.name);

    const deviceId = randomUUID();
    const { page, errors } = await openPage(browser);
    await page
      .context()
      .addInitScript((device) => localStorage.setItem('glentia.deviceId', device), deviceId);
    await page.goto(`${baseUrl}/glentia/${id}`);
    await page.getByTestId('event-page').waitFor();

    // The switch in the header: the app speaks English and tells the server (after the device's
    // first language, Greek, if that is still on its way).
    const told = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        new URL(response.url()).pathname === '/api/public/settings' &&
        response.request().postDataJSON()?.language === 'en',
    );
    await page.getByTestId('language-toggle').click();
    expect((await told).ok()).toBe(true);
    await page.locator('html[lang="en"]').waitFor();
    const asDevice = (path: string, language = 'en') =>
      fetch(`${baseUrl}${path}`, { headers: { 'x-device-id': deviceId, 'accept-language': language } });
    expect(((await (await asDevice('/api/public/settings')).json()) as { language: string }).language).toBe(
      'en',
    );

    // They save it.
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === `/api/public/glentia/${id}/favorite`,
    );
    await page.getByTestId('interest-button').click();
    expect((await saved).ok()).toBe(true);

    // An admin cancels it; the job worker tells the saver off the request path.
    const canceled = await fetch(`${baseUrl}/api/me/glentia/${id}/cancel`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(canceled.status).toBe(200);
    let notification: TNotification | undefined;
    await expect
      .poll(
        async () => {
          const list = (await (await asDevice('/api/public/notifications')).json()) as TNotification[];
          notification = list.find((item) => item.data.url === `/glentia/${id}`);
          return notification?.title;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(`Cancelled: ${latinVenue}`);

    // On /notifications, in English: the venue in Latin letters, no Greek.
    await page.goto(`${baseUrl}/notifications`);
    const item = page.locator(`[data-testid="notification"][data-id="${notification!.id}"]`);
    await item.waitFor();
    const text = await item.innerText();
    expect(text).toContain(`Cancelled: ${latinVenue}`);
    expect(text).toMatch(/The glenti on .+ at 21:30 has been cancelled\./);
    expect(hasGreek(text)).toBe(false);

    // Back to Greek: the same notification reads in Greek.
    await page.getByTestId('language-toggle').click();
    await page.locator('html[lang="el"]').waitFor();
    await item.getByText(`Ακυρώθηκε: ${venue.name}`).waitFor();
    expect(errors).toEqual([]);
  });

  it('opens a glenti whose description is Greek and reads it in English through the translation service', async () => {
    const description = 'Βραδιά με λύρα και λαούτο ως το πρωί.';
    const { id } = await greekGlenti((await apiLogIn(ADMIN)).access_token, 13, description);

    // The translation service's stand-in, on the one port the server may reach in tests.
    const asked: Array<{ authorization: string | undefined; body: unknown }> = [];
    const deepl = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { text: string[] };
      asked.push({ authorization: request.headers.authorization, body });
      if (request.method !== 'POST' || request.url !== '/v2/translate') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          translations: body.text.map(() => ({
            detected_source_language: 'EL',
            text: 'An evening of lyra and lute until morning.',
          })),
        }),
      );
    });
    await new Promise<void>((resolve) => deepl.listen(inject('importPagePort'), '127.0.0.1', resolve));
    try {
      // A visitor whose browser reads English: the app speaks English to them.
      const { page, errors } = await openPage(browser, { locale: 'en-GB' });
      // This browser has no translator of its own, so the server's service is asked.
      await page.context().addInitScript(() => {
        delete (window as { Translator?: unknown }).Translator;
      });
      await page.goto(`${baseUrl}/glentia/${id}`);
      await page.locator('html[lang="en"]').waitFor();
      const greek = page.getByTestId('event-description');
      await greek.waitFor();
      expect(await greek.getAttribute('lang')).toBe('el');
      expect(await greek.innerText()).toBe(description);

      await page.getByRole('button', { name: 'Show in English' }).click();
      const english = page.getByTestId('event-description-english');
      await english.waitFor();
      expect(await english.innerText()).toBe('An evening of lyra and lute until morning.');
      expect(await english.getAttribute('lang')).toBe('en');
      expect(asked).toEqual([
        {
          authorization: 'DeepL-Auth-Key e2e-translation-key',
          body: expect.objectContaining({ text: [description], source_lang: 'EL', target_lang: 'EN-GB' }),
        },
      ]);

      // Back to the Greek, and a second reader is answered from what the server kept.
      await page.getByRole('button', { name: 'Show the Greek original' }).click();
      await greek.waitFor();
      const again = await fetch(`${baseUrl}/api/public/glentia/${id}/translation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'en' }),
      });
      expect(await again.json()).toEqual({
        language: 'en',
        text: 'An evening of lyra and lute until morning.',
      });
      expect(asked).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await new Promise((resolve) => deepl.close(resolve));
    }
  });
});
