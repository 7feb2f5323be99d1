/**
 * The detail pages in a real browser against the built server: an event with its venue, artists
 * and date, the calendar file and the share image it offers, an unknown event, a venue with its
 * past events and map, an artist with albums, and an accessibility check of each page.
 */
import { readFileSync } from 'node:fs';
import type { TArtist, TEvent, TLocation } from '@glentia/core';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityProblems } from './accessibility.ts';
import { launchBrowser, openPage, swipeToRowEnd } from './browser.ts';

function greekLongDate(date: string): string {
  return new Intl.DateTimeFormat('el-GR', {
    timeZone: 'Europe/Athens',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T10:00:00Z`));
}

describe('event, venue and artist pages in a real browser', () => {
  const baseUrl = inject('baseUrl');
  const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl}${path}`)).json() as Promise<T>;
  let browser: Browser;
  let event: TEvent;

  beforeAll(async () => {
    browser = await launchBrowser();
    const events = await api<TEvent[]>('/api/public/glentia');
    const chosen = events.find(
      (candidate) =>
        candidate.artists.length > 1 && candidate.location && !candidate.canceled && candidate.image,
    );
    if (!chosen) throw new Error('The demo data has no event with two artists and a venue');
    event = chosen;
  });
  afterAll(async () => browser?.close());

  it('shows an event with its venue, artists and date, and counts the view', async () => {
    const { page, errors } = await openPage(browser, { bypassCSP: true });
    // "Necessary only": the view is counted anonymously, without the device id (SPEC §9).
    const viewed = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        request.url().endsWith(`/api/public/glentia/${event.id}/anonymous-view`) &&
        request.headers()['x-device-id'] === undefined,
    );
    await page.goto(`${baseUrl}/glentia/${event.id}`);
    const venue = page.getByTestId('event-venue');
    await venue.waitFor();
    expect(await venue.innerText()).toContain(event.location!.name);
    expect(await venue.getAttribute('href')).toBe(`/location/${event.location!.id}`);
    for (const artist of event.artists) {
      const link = page.getByRole('link', { name: artist.name, exact: true });
      expect(await link.getAttribute('href')).toBe(`/artist/${artist.id}`);
    }
    const date = page.locator(`time[datetime="${event.date}"]`).first();
    expect((await date.innerText()).toLowerCase()).toBe(greekLongDate(event.date).toLowerCase());
    await viewed;
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('downloads the calendar file and the 1000 × 1000 share image', async () => {
    const { page, errors } = await openPage(browser, { acceptDownloads: true });
    await page.goto(`${baseUrl}/glentia/${event.id}`);
    await page.getByTestId('download-calendar').waitFor();

    const [calendar] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-calendar').click(),
    ]);
    expect(calendar.suggestedFilename()).toBe(`${event.id}_event.ics`);
    const ics = readFileSync((await calendar.path())!, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(ics).toContain('BEGIN:VEVENT');

    const [image] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-share-image').click(),
    ]);
    expect(image.suggestedFilename()).toBe(`${event.id}_instagram.jpeg`);
    const file = readFileSync((await image.path())!);
    const metadata = await sharp(file).metadata();
    expect(metadata.format).toBe('jpeg');
    expect([metadata.width, metadata.height]).toEqual([1000, 1000]);
    // The poster was drawn: the image area is far from one flat colour, and the foot is white.
    const region = async (left: number, top: number, width: number, height: number) =>
      sharp(await sharp(file).extract({ left, top, width, height }).toBuffer()).stats();
    const poster = await region(0, 0, 1000, 600);
    expect(Math.max(...poster.channels.map((channel) => channel.stdev))).toBeGreaterThan(20);
    const corner = await region(0, 960, 40, 40);
    for (const channel of corner.channels.slice(0, 3)) expect(channel.mean).toBeGreaterThan(245);
    expect(errors).toEqual([]);
  });

  it('tells about an unknown event in a dialog whose button leads to the search', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/glentia/7f000000-0000-4000-8000-000000000000`);
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Το γλέντι δεν βρέθηκε');
    await dialog.getByRole('button').click();
    await page.waitForURL(`${baseUrl}/glentia`);
  });

  it('shows a venue with its past events and its map block', async () => {
    const locations = await api<TLocation[]>('/api/public/locations');
    let venue: TLocation | undefined;
    let past: TEvent[] = [];
    for (const candidate of locations) {
      if (candidate.lat === null || !candidate.meta?.formatted_address) continue;
      past = await api<TEvent[]>(`/api/public/glentia/location/${candidate.id}/pastEvents`);
      if (past.length > 0) {
        venue = candidate;
        break;
      }
    }
    if (!venue) throw new Error('The demo data has no venue with past events');
    const { page, errors } = await openPage(browser, { bypassCSP: true });
    await page.goto(`${baseUrl}/location/${venue.id}`);
    await page.getByRole('heading', { level: 1, name: venue.name }).waitFor();
    const shelf = page.getByTestId('venue-past');
    // The first three are drawn with the page; the rest join as the row is swiped along.
    await shelf.locator('article').first().waitFor();
    await swipeToRowEnd(shelf.locator('article'), past.length);
    expect(await shelf.locator('article').count()).toBe(past.length);
    expect(await shelf.innerText()).toContain(past[0]!.location!.name);

    await page.getByRole('heading', { name: 'Πού θα το βρεις' }).waitFor();
    expect(await page.locator('main').innerText()).toContain(venue.meta!.formatted_address!);
    // Logged out: the map is locked, with a way to log in and a way to the external map.
    const locked = page.getByTestId('map-locked');
    expect(await locked.getByRole('link', { name: 'Σύνδεση για τον χάρτη' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(`/location/${venue.id}`)}`,
    );
    expect(await locked.getByRole('link', { name: /Google Maps/ }).getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${venue.lat},${venue.lng}`,
    );
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    // Subscribing: the page's calendar feed, in the calendar app's form and as https, is the venue's events.
    const webcal = await page.getByTestId('subscribe-webcal').getAttribute('href');
    expect(webcal).toBe(`${baseUrl.replace(/^https?:/, 'webcal:')}/feeds/location/${venue.id}.ics`);
    // Each feed announced in the head once (the drawing's own links; the server's preview leaves its
    // copies out).
    const announced = await page
      .locator('head link[rel="alternate"][type]:not([hreflang])')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(announced.sort()).toEqual(
      ['atom', 'ics', 'rss'].map((format) => `${baseUrl}/feeds/location/${venue.id}.${format}`),
    );
    const feed = await page.evaluate(
      async (url) => {
        const response = await fetch(url);
        return { type: response.headers.get('content-type'), text: await response.text() };
      },
      webcal!.replace(/^webcal:/, new URL(baseUrl).protocol),
    );
    expect(feed.type).toMatch(/^text\/calendar/);
    expect(feed.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(errors).toEqual([]);
  });

  it('shows an artist with their albums', async () => {
    let artist: TArtist | undefined;
    for (const summary of await api<Array<{ id: string }>>('/api/public/artists')) {
      const candidate = await api<TArtist>(`/api/public/artist/${summary.id}`);
      if ((candidate.spotifyAlbums?.items.length ?? 0) > 1) {
        artist = candidate;
        break;
      }
    }
    if (!artist) throw new Error('The demo data has no artist with albums');
    const { page, errors } = await openPage(browser, { bypassCSP: true });
    await page.goto(`${baseUrl}/artist/${artist.id}`);
    await page.getByRole('heading', { level: 1, name: artist.name }).waitFor();
    const albums = page.getByTestId('album-grid').getByRole('link');
    expect(await albums.count()).toBe(artist.spotifyAlbums!.items.length);
    const first = artist.spotifyAlbums!.items[0]!;
    expect(await albums.first().getAttribute('href')).toBe(first.external_urls.spotify);
    expect(await albums.first().innerText()).toContain(first.name);
    expect(await page.getByTestId('spotify-link').getAttribute('href')).toBe(
      artist.spotifyArtist!.external_urls.spotify,
    );
    await page.getByTestId('artist-past').waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
