/**
 * An artist account in a real browser against the built server (issue 31): a person asks "That's
 * me" for an artist page through the API, an admin approves it; the artist adds a night at a
 * partner's venue and sees on /artist that it waits for the venue; the partner approves it from
 * the queue on /partner, and it is public. The screens are saved for a look, phone and desktop,
 * Greek and English, under /tmp/shots-artist-account.
 */

import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { TAdminClaim, TClaim } from '@glentia/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogIn, newAccount, postAs, submitGlenti } from './api.ts';
import { launchBrowser } from './browser.ts';
import { ADMIN, openAs, PARTNER } from './sign-in.ts';

const baseUrl = inject('baseUrl');
const SHOTS = '/tmp/shots-artist-account';

async function api<T>(token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('an artist runs their page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('is approved by an admin, adds a night at a partner’s venue, and the partner approves it', async () => {
    const admin = (await apiLogIn(ADMIN)).access_token;
    const suffix = randomUUID().slice(0, 6);
    // A new account of its own, so the seeded user stays a plain user for the other browser tests.
    const musician = await newAccount(`lyraris${suffix}`);
    const person = (await apiLogIn(musician)).access_token;

    // An artist page, and a venue of the demo partner's.
    const artist = (
      await api<{ id: string }>(admin, '/api/admin/artist', {
        method: 'POST',
        body: { name: `Λυράρης ${suffix}` },
      })
    ).body;
    const venue = (
      await api<{ id: string }>(admin, '/api/admin/location', {
        method: 'POST',
        body: { name: `Ταβέρνα Καλλιτέχνη ${suffix}`, county: 'HERAKLION' },
      })
    ).body;
    const users = (
      await api<{ items: Array<{ id: string; username: string }> }>(admin, '/api/admin/users?search=partner')
    ).body;
    const partnerId = users.items.find((user) => user.username === 'partner')!.id;
    const runs = (await api<Array<{ id: string }>>(admin, `/api/admin/users/${partnerId}/venues`)).body;
    await api(admin, `/api/admin/users/${partnerId}/venues`, {
      method: 'PUT',
      body: { locationIds: [...runs.map((run) => run.id), venue.id] },
    });

    // "That's me", through the API (the button is another screen's); the admin approves it.
    const asked = await api<TClaim>(person, '/api/me/claims', {
      method: 'POST',
      body: { kind: 'artist', targetId: artist.id, note: 'Είμαι εγώ.', contact: '6912 345678' },
    });
    expect(asked.status).toBe(201);
    expect(asked.body.status).toBe('review');
    const decided = await postAs<TAdminClaim>(admin, `/api/admin/claims/${asked.body.id}/decide`, {
      approve: true,
    });
    expect(decided.status).toBe('approved');

    // The artist's night at the partner's venue waits for the partner.
    const night = await submitGlenti(person, {
      venueId: venue.id,
      days: 9,
      time: '22:00',
      artistIds: [artist.id],
    });
    expect(night.published).toBe(false);

    const artistView = await openAs(browser, musician, '/artist');
    await artistView.page.getByTestId('artist-page').first().waitFor();
    const date = artistView.page
      .getByTestId('artist-dates')
      .getByRole('link')
      .filter({ hasText: `Ταβέρνα Καλλιτέχνη ${suffix}` });
    await expect
      .poll(() => date.getByTestId('artist-date-state').textContent())
      .toBe('Περιμένει το μαγαζί να την εγκρίνει');
    // The artist writes their Greek biography and saves.
    await artistView.page.getByLabel('Βιογραφικό στα ελληνικά').first().fill('Λύρα απ’ τα Ανώγεια.');
    await artistView.page.getByRole('button', { name: 'Αποθήκευση' }).first().click();
    await artistView.page.getByText('Η σελίδα σου αποθηκεύτηκε.').waitFor();
    await shoot(artistView.page, 'artist-el-phone');
    expect(artistView.errors).toEqual([]);
    await artistView.page.context().close();

    // The partner approves it from /partner.
    const partnerView = await openAs(browser, PARTNER, '/partner');
    const waiting = partnerView.page
      .getByTestId('pending-date')
      .filter({ hasText: `Ταβέρνα Καλλιτέχνη ${suffix}` });
    await waiting.waitFor();
    await shoot(partnerView.page, 'partner-el-phone');
    await waiting.getByRole('button', { name: 'Έγκριση' }).click();
    await partnerView.page.getByText('Η βραδιά εγκρίθηκε και φαίνεται πια σε όλους.').waitFor();
    await expect.poll(() => waiting.count()).toBe(0);
    expect(partnerView.errors).toEqual([]);
    await partnerView.page.context().close();

    const published = await fetch(`${baseUrl}/api/public/glentia/${night.createdId}`);
    expect(published.status).toBe(200);
    expect(((await published.json()) as { published: boolean }).published).toBe(true);

    // The same screens in English and on a desktop, to look at.
    for (const [english, viewport, name] of [
      [true, { width: 390, height: 844 }, 'en-phone'],
      [false, { width: 1440, height: 900 }, 'el-desktop'],
      [true, { width: 1440, height: 900 }, 'en-desktop'],
    ] as const) {
      const desktop = viewport.width > 1000;
      const again = await openAs(browser, musician, '/artist', {
        viewport,
        ...(desktop ? { isMobile: false, hasTouch: false, deviceScaleFactor: 1 } : {}),
      });
      if (english) {
        await again.page.getByTestId('language-toggle').click();
        await again.page.locator('html[lang="en"]').waitFor();
      }
      await again.page.getByTestId('artist-page').first().waitFor();
      await shoot(again.page, `artist-${name}`);
      expect(again.errors).toEqual([]);
      await again.page.context().close();
    }
  });
});
