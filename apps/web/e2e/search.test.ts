import {
  addDays,
  addMonths,
  COUNTY_NAMES,
  type County,
  type TEvent,
  type TInitialize,
  todayInAthens,
} from '@glentia/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityProblems } from './accessibility.ts';
import { launchBrowser, openPage } from './browser.ts';

describe('search page in a real browser', () => {
  const baseUrl = inject('baseUrl');
  const today = todayInAthens();
  let browser: Browser;
  let initial: TInitialize;

  beforeAll(async () => {
    browser = await launchBrowser();
    initial = (await (await fetch(`${baseUrl}/api/public/initialize`)).json()) as TInitialize;
  });
  afterAll(async () => browser?.close());

  async function apiEvents(query: Record<string, string | string[]>): Promise<TEvent[]> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
    }
    params.set('limit', '1000');
    return (await (await fetch(`${baseUrl}/api/public/glentia?${params}`)).json()) as TEvent[];
  }

  /**
   * Waits until the timeline shows the answer for the current filter, in the app's hands (once it
   * has taken over the page the server drew).
   */
  async function timelineSettled(page: Page) {
    await page.waitForFunction(() => !document.querySelector('#root[data-first-screen]'));
    await page.locator('[data-testid="timeline"][data-state="ready"]').waitFor();
    await page.getByTestId('result-count').filter({ hasText: /\d/ }).waitFor();
  }

  /** Every card on screen: its day (from its group), county and artists as shown. */
  async function shownCards(page: Page) {
    return page.locator('[data-testid="timeline-day"]').evaluateAll((days) =>
      days.flatMap((day) =>
        [...day.querySelectorAll('article[data-event-id]')].map((card) => ({
          id: card.getAttribute('data-event-id'),
          date: day.getAttribute('data-date'),
          county: card.querySelector('[data-testid="event-county"]')?.textContent ?? null,
          artists: card.querySelector('[data-testid="event-artists"]')?.textContent ?? '',
        })),
      ),
    );
  }

  /** The artist and county with the most events in the next two weeks, so the filter finds some. */
  async function busiestArtistAndCounty(from: string, to: string) {
    const counts = new Map<string, { artistId: string; name: string; county: County; count: number }>();
    for (const event of await apiEvents({ from, to })) {
      const county = event.location?.county;
      if (!county) continue;
      for (const artist of event.artists) {
        const key = `${artist.id}|${county}`;
        const entry = counts.get(key) ?? { artistId: artist.id, name: artist.name, county, count: 0 };
        entry.count += 1;
        counts.set(key, entry);
      }
    }
    const best = [...counts.values()].sort((a, b) => b.count - a.count)[0];
    if (!best) throw new Error('The demo data has no upcoming events');
    return best;
  }

  it('filters by county, artist and dates, and shows only matching events', async () => {
    const from = addDays(today, 1);
    const to = addDays(today, 13);
    const target = await busiestArtistAndCounty(from, to);
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/glentia`);
    await timelineSettled(page);

    await page.getByTestId('open-filters').click();
    const sheet = page.getByTestId('filter-sheet');
    await sheet.waitFor();
    await sheet.getByRole('combobox').fill(target.name);
    await sheet.getByRole('option', { name: target.name, exact: true }).click();
    await sheet.getByRole('button', { name: COUNTY_NAMES[target.county].el, exact: true }).click();
    await sheet.getByTestId('date-range-chip').click();
    const calendar = page.getByTestId('calendar-dialog');
    await calendar.waitFor();
    for (const day of [from, to]) {
      const cell = calendar.locator(`td[data-day="${day}"] button`);
      if (!(await cell.isVisible())) await calendar.getByRole('button', { name: /επόμενο μήνα/ }).click();
      await cell.click();
    }
    await calendar.getByRole('button', { name: 'Εφαρμογή' }).click();
    await calendar.waitFor({ state: 'detached' });
    await timelineSettled(page);
    await sheet.getByRole('button', { name: /^Δες \d+ γλέντι/ }).click();
    await sheet.waitFor({ state: 'detached' });

    const expected = await apiEvents({ from, to, county: target.county, artist: target.artistId });
    expect(expected.length).toBeGreaterThan(0);
    await timelineSettled(page);
    expect(await page.getByTestId('result-count').innerText()).toMatch(
      new RegExp(`^Βρέθηκ(ε|αν) ${expected.length} `),
    );
    const cards = await shownCards(page);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.date! >= from && card.date! <= to, `${card.date} in range`).toBe(true);
      expect(card.county).toBe(COUNTY_NAMES[target.county].el);
      expect(card.artists).toContain(target.name);
      expect(expected.some((event) => event.id === card.id)).toBe(true);
    }
    // The chosen items stay visible on the page as chips.
    const chips = page.getByRole('list', { name: 'Επιλεγμένα φίλτρα' }).first();
    await expect(chips.innerText()).resolves.toContain(COUNTY_NAMES[target.county].el);
    expect(errors).toEqual([]);
  });

  it('finds «Λύρα» artists and venues when typing Greeklish lyra', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/glentia`);
    const box = page.getByRole('combobox', { name: 'Καλλιτέχνης ή μαγαζί' }).first();
    await box.fill('lyra');
    const listbox = page.getByRole('listbox').filter({ visible: true });
    const lyraNames = [...initial.artists, ...initial.locations]
      .map((item) => item.name)
      .filter((name) => name.includes('Λύρα'));
    expect(lyraNames.length).toBeGreaterThan(0);
    for (const name of lyraNames) {
      await listbox
        .getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
        .waitFor();
    }
    await box.fill('xania');
    await listbox.getByRole('option', { name: /Χανιά/ }).first().waitFor();
  });

  it('opens an event from the timeline', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/glentia`);
    await timelineSettled(page);
    const card = page.locator('[data-testid="timeline-day"] article[data-event-id]').first();
    const id = await card.getAttribute('data-event-id');
    await card.getByRole('link').click();
    await page.waitForURL(`${baseUrl}/glentia/${id}`);
    expect(new URL(page.url()).pathname).toBe(`/glentia/${id}`);
    expect(errors).toEqual([]);
  });

  it('restores the filter chips and results from a shared search link', async () => {
    const venue = initial.locations.find((location) => location.name.includes('Χανιά'))!;
    const filter = {
      nomos: [venue.county!],
      range: { from: today, to: addDays(today, 29) },
      selectedArtist: [],
      selectedLocation: [venue.id],
    };
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/glentia/search?${new URLSearchParams({ query: JSON.stringify(filter) })}`);
    await timelineSettled(page);
    const chips = page.getByRole('list', { name: 'Επιλεγμένα φίλτρα' }).first();
    await chips.getByRole('button', { name: `Αφαίρεση: ${COUNTY_NAMES[venue.county!].el}` }).waitFor();
    await chips.getByRole('button', { name: `Αφαίρεση: ${venue.name}` }).waitFor();

    const expected = await apiEvents({
      from: filter.range.from,
      to: filter.range.to,
      county: filter.nomos,
      location: filter.selectedLocation,
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(await page.getByTestId('result-count').innerText()).toMatch(new RegExp(` ${expected.length} `));
    for (const card of await shownCards(page)) {
      expect(expected.some((event) => event.id === card.id)).toBe(true);
    }
    // The same filter comes back after a reload (kept for this tab).
    await page.goto(`${baseUrl}/glentia`);
    await timelineSettled(page);
    await chips.getByRole('button', { name: `Αφαίρεση: ${venue.name}` }).waitFor();

    // A broken link opens the default search instead of failing.
    await page.goto(`${baseUrl}/glentia/search?query=%7B%22nomos`);
    await timelineSettled(page);
    expect(await page.getByRole('list', { name: 'Επιλεγμένα φίλτρα' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('keeps the filter in the address: back and forward, a reload and a copied address give the same timeline', async () => {
    const county: County = 'CHANIA';
    // The timeline's own range: from today to two months on (62 days or more, as the months fall).
    const expected = await apiEvents({ from: today, to: addMonths(today, 2), county });
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/glentia`);
    await timelineSettled(page);
    const unfiltered = await page.getByTestId('result-count').innerText();
    const countyChip = (name: string) =>
      page.getByRole('list', { name: 'Επιλεγμένα φίλτρα' }).first().getByRole('button', { name });
    const removeChania = `Αφαίρεση: ${COUNTY_NAMES[county].el}`;

    // A county chip: the address now names the filter.
    await page.getByTestId('open-filters').click();
    const sheet = page.getByTestId('filter-sheet');
    await sheet.getByRole('button', { name: COUNTY_NAMES[county].el, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/glentia/search' && url.searchParams.has('query'));
    const address = page.url();
    const query = JSON.parse(new URL(address).searchParams.get('query')!) as { nomos: string[] };
    expect(query.nomos).toEqual([county]);
    await sheet.getByRole('button', { name: /^Δες \d+ γλέντι/ }).click();
    await sheet.waitFor({ state: 'detached' });
    await timelineSettled(page);
    const filtered = await page.getByTestId('result-count').innerText();
    expect(filtered).toMatch(new RegExp(` ${expected.length} `));
    for (const card of await shownCards(page)) expect(card.county).toBe(COUNTY_NAMES[county].el);

    // A reload: the same filter and timeline.
    await page.reload();
    await timelineSettled(page);
    await countyChip(removeChania).waitFor();
    expect(page.url()).toBe(address);
    expect(await page.getByTestId('result-count').innerText()).toBe(filtered);

    // Back: the timeline before the chip; forward: the chip again.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/glentia' && url.search === '');
    await page.getByTestId('result-count').filter({ hasText: unfiltered }).waitFor();
    expect(await countyChip(removeChania).count()).toBe(0);
    await page.goForward();
    await page.waitForURL(address);
    await countyChip(removeChania).waitFor();
    await page.getByTestId('result-count').filter({ hasText: filtered }).waitFor();

    // The copied address, opened in a fresh browser (no session, no stored filter), shows the same.
    const { page: other, errors: otherErrors } = await openPage(browser);
    await other.goto(address);
    await timelineSettled(other);
    await other
      .getByRole('list', { name: 'Επιλεγμένα φίλτρα' })
      .first()
      .getByRole('button', { name: removeChania })
      .waitFor();
    expect(await other.getByTestId('result-count').innerText()).toBe(filtered);
    expect(other.url()).toBe(address);
    await other.context().close();

    // Removing the chip goes back to the plain address.
    await countyChip(removeChania).click();
    await page.waitForURL((url) => url.pathname === '/glentia' && url.search === '');
    expect(errors).toEqual([]);
    expect(otherErrors).toEqual([]);
    await page.context().close();
  });

  it('reloads the events when the page is pulled down at the top', async () => {
    const { page, errors } = await openPage(browser);
    let listRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/public/glentia/summary') listRequests += 1;
    });
    await page.goto(`${baseUrl}/glentia`);
    await timelineSettled(page);
    const before = listRequests;
    // A finger dragging down from the middle of the screen, as a phone reports it.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 200, y }] });
    await touch('touchStart', 300);
    for (let y = 320; y <= 560; y += 20) await touch('touchMove', y);
    await touch('touchEnd', 560);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="timeline"]')?.getAttribute('data-state') === 'ready',
    );
    await expect.poll(() => listRequests).toBe(before + 1);
    expect(errors).toEqual([]);
  });

  it('has no serious or critical accessibility problems on the search page, its filters and calendar', async () => {
    const { page } = await openPage(browser, { bypassCSP: true });
    const audit = async (what: string) => {
      expect(await seriousAccessibilityProblems(page), what).toEqual([]);
    };
    await page.goto(`${baseUrl}/glentia`);
    await timelineSettled(page);
    await audit('/glentia');
    await page.getByTestId('open-filters').click();
    await page.getByTestId('filter-sheet').waitFor();
    await audit('filter sheet');
    await page.getByTestId('filter-sheet').getByTestId('date-range-chip').click();
    await page.getByTestId('calendar-dialog').getByRole('grid').first().waitFor();
    await audit('calendar');
    await page.keyboard.press('Escape');
    // A day the data has events on, found through the API, so the check holds on any day it runs.
    const [upcoming] = await apiEvents({ from: today, to: addDays(today, 60) });
    expect(upcoming, 'an upcoming event to show on /events').toBeDefined();
    await page.goto(`${baseUrl}/events?date=${upcoming!.date}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('article[data-event-id]').first().waitFor();
    await audit('/events');
  });
});
