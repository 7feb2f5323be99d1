/**
 * An admin adds a venue's public calendar as a source, reads it at once, and finds its nights in
 * the review queue; then pauses the source and removes it, its glentia staying.
 */
import { createServer, type Server } from 'node:http';
import { addDays, todayInAthens } from '@glentia/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { ADMIN, openAs } from './sign-in.ts';

const compact = (date: string) => date.replaceAll('-', '');
const title = `Λύρα στην αυλή ${Math.random().toString(36).slice(2, 7)}`;

function calendar(): string {
  const first = compact(addDays(todayInAthens(), 4));
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Venue//Calendar//EL',
    'BEGIN:VEVENT',
    `UID:weekly-${title}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;TZID=Europe/Athens:${first}T213000`,
    'RRULE:FREQ=WEEKLY;COUNT=3',
    `SUMMARY:${title}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

describe('sources kept in step, in a real browser', () => {
  const port = inject('importPagePort');
  let browser: Browser;
  let pages: Server;
  // The server's own pass reads every new source within its next few minutes: until the journey
  // presses "read now", the calendar answers 503, so a pass that lands first reads nothing and the
  // journey's read still finds three new nights.
  let open = false;

  beforeAll(async () => {
    browser = await launchBrowser();
    pages = createServer((request, response) => {
      if (request.url !== '/calendar.ics') return response.writeHead(404).end();
      if (!open) return response.writeHead(503).end();
      response
        .writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag: '"1"' })
        .end(calendar());
    });
    await new Promise<void>((resolve, reject) => {
      pages.once('error', reject);
      pages.listen(port, '127.0.0.1', resolve);
    });
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => pages?.close(resolve));
  });

  it('adds a calendar, reads it now, pauses and removes it; its nights wait for review', async () => {
    const { page } = await openAs(browser, ADMIN, '/admin/sources');
    try {
      await page.getByRole('button', { name: 'Νέα πηγή' }).click();
      const dialog = page.getByRole('dialog', { name: 'Νέα πηγή' });
      await dialog.getByLabel('Όνομα').fill(title);
      await dialog.getByLabel('Είδος').selectOption('ical');
      await dialog.getByLabel('Διεύθυνση').fill(`http://127.0.0.1:${port}/calendar.ics`);
      await dialog.getByRole('button', { name: 'Πρόσθεσέ την' }).click();
      const card = page.getByRole('article', { name: title });
      await card.getByText('Δεν έχει διαβαστεί ακόμα').waitFor();

      open = true;
      await card.getByRole('button', { name: 'Διάβασέ την τώρα' }).click();
      await card.getByText('3 νέα · 0 αλλαγμένα · 0 ακυρωμένα · 0 συνδεδεμένα').waitFor();
      await card.getByText('Γλέντια από την πηγή: 3').waitFor();

      await card.getByRole('button', { name: 'Παύση' }).click();
      await card.getByText('Σε παύση').waitFor();
      expect(await card.getByText(/Επόμενη:/).count()).toBe(0);

      await card.getByRole('button', { name: 'Αφαίρεση' }).click();
      await page.getByRole('button', { name: 'Αφαίρεσέ την' }).click();
      await card.waitFor({ state: 'detached' });

      // Its nights stay, waiting in the review queue.
      await page.goto(`${inject('baseUrl')}/unpublished`);
      await page.getByText(title).first().waitFor();
    } finally {
      await page.context().close();
    }
  });
});
