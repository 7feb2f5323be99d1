/**
 * What every page says to the browser's console: nothing about the headers it was sent with (an
 * unknown Permissions-Policy feature is logged on every page), and nothing from React about a
 * drawing it could not adopt, for a Greek or an English reader arriving on a phone.
 */
import { hasGreek, type TArtist, type TEvent, type TLocation } from '@glentia/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

const baseUrl = inject('baseUrl');

/** A phone's browser: phones get the first screen drawn on the server, which the app then adopts. */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

async function publicJson<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

/** React's complaints: a drawing it could not adopt (#418, #423, #425) or any other of its errors. */
const REACT_ERROR = /React error|Hydration|hydrat|did not match/i;

describe("the browser's console", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('logs no unrecognised Permissions-Policy feature on the home page, the timeline or the map', async () => {
    const { page, errors } = await openPage(browser);
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    for (const path of ['/', '/glentia', '/maps']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
    }
    expect(messages.filter((text) => /Unrecognized feature|Permissions-Policy/i.test(text))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['en', 'en-US'],
    ['el', 'el-GR'],
  ])(
    'logs no React error on the home, event, venue and artist pages of a %s reader on a phone',
    async (_language, locale) => {
      // A glenti whose description is in Greek: an English reader's browser may offer to translate it.
      const events = await publicJson<TEvent[]>('/api/public/glentia');
      const greek = events.find((event) => event.description && hasGreek(event.description));
      const [venue] = await publicJson<TLocation[]>('/api/public/locations');
      const [artist] = await publicJson<TArtist[]>('/api/public/artists');
      if (!greek || !venue || !artist)
        throw new Error('The demo data lacks a Greek glenti, a venue or an artist');

      const { page, errors } = await openPage(browser, { locale, userAgent: PHONE_AGENT });
      // A browser with its own translator, as Chromium-based browsers have (the server has none).
      await page.addInitScript(() => {
        if ('Translator' in self) return;
        Object.defineProperty(self, 'Translator', {
          configurable: true,
          value: {
            availability: async () => 'available',
            create: async () => ({ translate: async (text: string) => text }),
          },
        });
      });
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
      });
      for (const path of ['/', `/glentia/${greek.id}`, `/location/${venue.id}`, `/artist/${artist.id}`]) {
        const drawn = await (
          await fetch(`${baseUrl}${path}`, { headers: { 'user-agent': PHONE_AGENT } })
        ).text();
        expect(drawn, path).toContain('data-first-screen');
        await page.goto(`${baseUrl}${path}`);
        // The app has adopted the drawing (or drawn its own over it) once the root is no longer marked.
        await page.locator('#root:not([data-first-screen])').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        const complaints = [...errors, ...logged].filter((text) => REACT_ERROR.test(text));
        expect(complaints, path).toEqual([]);
      }
      await page.context().close();
    },
  );
});
