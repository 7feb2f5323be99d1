import { contract, pathOf, summarizeEvents } from '@glentia/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_STORAGE_KEY } from '../../lib/device.ts';
import { i18n } from '../../lib/i18n.ts';
import { answer, requestsTo } from '../../test/api.ts';
import { jsonResponse, makeEvent, makeInitialize } from '../../test/fixtures.ts';
import { renderRoute, serveApi } from '../../test/routes.tsx';
import { EventRoute } from './event.tsx';

const ID = '0b0e3f5c-1c1b-4a57-9a53-2a9a2c3b7f10';

const renderEventPage = () => renderRoute('/glentia/:id', EventRoute, `/glentia/${ID}`);

describe('event page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('el');
    localStorage.clear();
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows when, where, who, views and favourites, and counts one view', async () => {
    const event = makeEvent({
      id: ID,
      date: '2026-07-03',
      time: '22:00',
      duration: 4,
      views: 42,
      favorites: 5,
      telephone: '+302821012345',
      description: 'Πρώτη γραμμή\nΔεύτερη γραμμή',
      artists: [
        { id: '00000000-0000-4000-8000-00000000a001', name: 'Ψαρογιώργης', image: null },
        { id: '00000000-0000-4000-8000-00000000a002', name: 'Μαριάννα', image: null },
      ],
    });
    const fetchMock = serveApi(
      answer(contract.events.get, { params: { id: ID } }, () => jsonResponse(event)),
      answer(contract.anonymousCounts.eventView, { params: { id: ID } }, () =>
        jsonResponse({ id: ID, views: 43 }),
      ),
      answer(contract.initialize.get, () => jsonResponse(makeInitialize())),
      answer(contract.events.summary, () =>
        jsonResponse(summarizeEvents([event, makeEvent(), makeEvent()], { total: 3, next: null })),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderEventPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Κέντρο Ο Αρμός' })).toBeTruthy();
    expect(screen.getByTestId('event-time').textContent).toBe('22:00 – 02:00');
    expect(screen.getByTestId('event-views').textContent).toBe('0-100 προβολές');
    const dateLink = screen.getByRole('link', { name: /Παρασκευή 3 Ιουλίου 2026/ });
    expect(dateLink.getAttribute('href')).toBe('/events?date=2026-07-03');
    expect(screen.getByRole('link', { name: 'Ψαρογιώργης' }).getAttribute('href')).toBe(
      '/artist/00000000-0000-4000-8000-00000000a001',
    );
    expect(screen.getByRole('link', { name: 'Μαριάννα' })).toBeTruthy();
    const venue = screen.getByTestId('event-venue');
    expect(venue.getAttribute('href')).toBe(`/location/${event.location!.id}`);
    expect(venue.textContent).toContain('Χανιά');
    const phone = screen.getByRole('link', { name: /Τηλέφωνο κρατήσεων/ });
    expect(phone.getAttribute('href')).toBe('tel:+302821012345');
    expect(screen.getByTestId('event-phone').textContent).toBe('+30 282 1012 345');
    const favorites = screen.getByTestId('favorite-counter');
    expect(favorites.textContent).toContain('+2');
    expect(favorites.textContent).toContain('5 άτομα ενδιαφέρονται');
    expect(favorites.querySelectorAll('svg')).toHaveLength(3);
    expect(screen.getByTestId('event-description').textContent).toBe('Πρώτη γραμμή\nΔεύτερη γραμμή');
    expect(screen.getByTestId('event-created').textContent).toBe(
      'Προστέθηκε στις 1 Ιουνίου 2026 από τον χρήστη maria',
    );
    expect(screen.getByTestId('no-responsibility-note').textContent).toMatch(/δεν ευθύνονται/);
    expect(screen.queryByTestId('canceled-banner')).toBeNull();
    expect(screen.queryByTestId('due-banner')).toBeNull();
    for (const button of screen.getAllByRole('button', { name: 'Κοινοποίηση' })) {
      expect(button.hasAttribute('disabled')).toBe(false);
    }
    expect((screen.getByTestId('interest-button') as HTMLButtonElement).disabled).toBe(false);

    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1),
    );
    // No cookie choice yet: counted anonymously, without the device id (SPEC §9).
    const [viewedUrl, viewedInit] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(viewedUrl)).toBe(pathOf(contract.anonymousCounts.eventView, { id: ID }));
    expect(new Headers(viewedInit?.headers).has('x-device-id')).toBe(false);
    // A first visit: nothing of the visitor's own is asked for, and no device id is made or sent.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('favorites'))).toBe(false);
    expect(fetchMock.mock.calls.filter(([, init]) => new Headers(init?.headers).has('x-device-id'))).toEqual(
      [],
    );
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBeNull();
    // Up to three other events under "more".
    await waitFor(() =>
      expect(within(screen.getByTestId('more-events')).getAllByRole('article')).toHaveLength(2),
    );
  });

  it('leaves uncounted a view the drawn page counted before the app started, and counts the next', async () => {
    const event = makeEvent({ id: ID });
    const fetchMock = serveApi(
      answer(contract.events.get, { params: { id: ID } }, () => jsonResponse(event)),
      answer(contract.anonymousCounts.eventView, { params: { id: ID } }, () =>
        jsonResponse({ id: ID, views: 1 }),
      ),
      answer(contract.initialize.get, () => jsonResponse(makeInitialize())),
      answer(contract.events.summary, () => jsonResponse(summarizeEvents([event], { total: 1, next: null }))),
    );
    vi.stubGlobal('fetch', fetchMock);
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    // app-start.js counted this page's view while the first visit's page waited for the reader.
    window.glentiaCounted = new Set([`page:${ID}`]);
    try {
      renderEventPage();
      await screen.findByTestId('event-page');
      expect(window.glentiaCounted.has(`page:${ID}`)).toBe(false);
      expect(posts()).toEqual([]);
      // Opened again later in the visit, the page counts as any other.
      cleanup();
      renderEventPage();
      await waitFor(() => expect(posts()).toHaveLength(1));
    } finally {
      window.glentiaCounted = undefined;
    }
  });

  it('shows the count its own view brings back, in place of the one it opened with', async () => {
    const id = '0b0e3f5c-1c1b-4a57-9a53-2a9a2c3b7f11';
    vi.stubGlobal(
      'fetch',
      serveApi(
        answer(contract.events.get, { params: { id } }, () => jsonResponse(makeEvent({ id, views: 250 }))),
        answer(contract.anonymousCounts.eventView, { params: { id } }, () =>
          jsonResponse({ id, views: 251 }),
        ),
        answer(contract.events.list, () => jsonResponse([])),
      ),
    );
    renderRoute('/glentia/:id', EventRoute, `/glentia/${id}`);
    await waitFor(() => expect(screen.getByTestId('event-views').textContent).toBe('251 προβολές'));
  });

  it('shows the real view count from 100 on, and the favourites without +N under four', async () => {
    vi.stubGlobal(
      'fetch',
      serveApi(
        answer(contract.events.get, { params: { id: ID } }, () =>
          jsonResponse(makeEvent({ id: ID, views: 1530, favorites: 2 })),
        ),
        answer(contract.events.list, () => jsonResponse([])),
      ),
    );
    renderEventPage();
    expect((await screen.findByTestId('event-views')).textContent).toBe('1530 προβολές');
    const favorites = screen.getByTestId('favorite-counter');
    expect(favorites.textContent).not.toContain('+');
    expect(favorites.querySelectorAll('svg')).toHaveLength(2);
  });

  it('shows the entry price and a ticket button that opens the organiser’s page on its own', async () => {
    vi.stubGlobal(
      'fetch',
      serveApi(
        answer(contract.events.get, { params: { id: ID } }, () =>
          jsonResponse(makeEvent({ id: ID, entryPrice: 1250, ticketUrl: 'https://tickets.example.gr/g/1' })),
        ),
        answer(contract.events.list, () => jsonResponse([])),
      ),
    );
    renderEventPage();
    expect((await screen.findByTestId('event-price')).textContent).toBe('12,50 €');
    const tickets = screen.getByRole('link', { name: 'Κράτηση / Εισιτήρια' });
    expect(tickets.getAttribute('href')).toBe('https://tickets.example.gr/g/1');
    expect(tickets.getAttribute('target')).toBe('_blank');
    expect(tickets.getAttribute('rel')).toBe('noopener noreferrer');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('event-price').textContent).toBe('€12.50');
    expect(screen.getByRole('link', { name: 'Booking / Tickets' })).toBeTruthy();
  });

  it('keeps the price but offers no tickets for a canceled event', async () => {
    vi.stubGlobal(
      'fetch',
      serveApi(
        answer(contract.events.get, { params: { id: ID } }, () =>
          jsonResponse(
            makeEvent({
              id: ID,
              canceled: true,
              entryPrice: 1000,
              ticketUrl: 'https://tickets.example.gr/g/1',
            }),
          ),
        ),
        answer(contract.events.list, () => jsonResponse([])),
      ),
    );
    renderEventPage();
    expect((await screen.findByTestId('event-price')).textContent).toBe('10 €');
    expect(screen.queryByRole('link', { name: 'Κράτηση / Εισιτήρια' })).toBeNull();
  });

  it('says "free" for free entry and leaves the entry row out when nobody said', async () => {
    vi.stubGlobal(
      'fetch',
      serveApi(
        answer(contract.events.get, { params: { id: ID } }, () =>
          jsonResponse(makeEvent({ id: ID, entryPrice: 0 })),
        ),
        answer(contract.events.list, () => jsonResponse([])),
      ),
    );
    renderEventPage();
    expect((await screen.findByTestId('event-price')).textContent).toBe('Δωρεάν');
    expect(screen.queryByRole('link', { name: 'Κράτηση / Εισιτήρια' })).toBeNull();
    cleanup();
    vi.stubGlobal(
      'fetch',
      serveApi(
        answer(contract.events.get, { params: { id: ID } }, () => jsonResponse(makeEvent({ id: ID }))),
        answer(contract.events.list, () => jsonResponse([])),
      ),
    );
    renderEventPage();
    await screen.findByTestId('event-time');
    expect(screen.queryByTestId('event-entry')).toBeNull();
  });

  it('marks a canceled, past event and disables sharing it', async () => {
    vi.stubGlobal(
      'fetch',
      serveApi(
        answer(contract.events.get, { params: { id: ID } }, () =>
          jsonResponse(makeEvent({ id: ID, canceled: true, future: false, date: '2026-05-01' })),
        ),
        answer(contract.events.list, () => jsonResponse([])),
      ),
    );
    renderEventPage();
    expect((await screen.findByTestId('canceled-banner')).textContent).toContain('Το γλέντι ακυρώθηκε');
    expect(screen.getByTestId('due-banner').textContent).toContain('Παρασκευή 1 Μαΐου 2026');
    for (const button of screen.getAllByRole('button', { name: 'Κοινοποίηση' })) {
      expect(button.hasAttribute('disabled')).toBe(true);
    }
    expect((screen.getByTestId('interest-button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('disables interest and sharing for an event that is not published', async () => {
    vi.stubGlobal(
      'fetch',
      serveApi(
        answer(contract.events.get, { params: { id: ID } }, () =>
          jsonResponse(makeEvent({ id: ID, published: false })),
        ),
        answer(contract.events.list, () => jsonResponse([])),
      ),
    );
    renderEventPage();
    expect((await screen.findByTestId('interest-button')).hasAttribute('disabled')).toBe(true);
    for (const button of screen.getAllByRole('button', { name: 'Κοινοποίηση' })) {
      expect(button.hasAttribute('disabled')).toBe(true);
    }
  });

  it('saves the event with the interest button and counts it in the counter at once', async () => {
    const event = makeEvent({ id: ID, favorites: 3 });
    let answerFavorite: (value: Response) => void = () => undefined;
    const fetchMock = serveApi(
      answer(contract.events.get, { params: { id: ID } }, () => jsonResponse(event)),
      answer(contract.favorites.list, () => jsonResponse([])),
      answer(contract.events.list, () => jsonResponse([])),
      answer(
        contract.favorites.toggle,
        { params: { id: ID } },
        () =>
          new Promise<Response>((resolve) => {
            answerFavorite = resolve;
          }) as unknown as Response,
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    // A returning visitor: their device id was made earlier, so their favourites are asked for.
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, '00000000-0000-4000-8000-0000000000d1');
    renderEventPage();
    const button = await screen.findByRole('button', { name: 'Ενδιαφέρομαι' });
    const counter = screen.getByTestId('favorite-counter');
    expect(counter.textContent).toContain('3 άτομα ενδιαφέρονται');
    expect(counter.textContent).not.toContain('+');
    // The favourites load first, so the button knows whether the event is already saved.
    await waitFor(() => expect(requestsTo(fetchMock, contract.favorites.list).length).toBeGreaterThan(0));

    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent).toBe('Στα αγαπημένα');
    expect(counter.getAttribute('data-count')).toBe('4');
    expect(counter.textContent).toContain('+1');
    expect(counter.textContent).toContain('4 άτομα ενδιαφέρονται');

    answerFavorite(jsonResponse({ id: ID, favorite: true, favorites: 9 }));
    await waitFor(() => expect(counter.getAttribute('data-count')).toBe('9'));
    expect(counter.textContent).toContain('+6');
  });

  it('tells about an unknown event in a dialog that leads to the search', async () => {
    vi.stubGlobal('fetch', serveApi());
    const router = renderEventPage();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Το γλέντι δεν βρέθηκε')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Δες τα γλέντια' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/glentia'));
    expect(await screen.findByText('search page')).toBeTruthy();
  });

  it('goes home when the event cannot be loaded for another reason', async () => {
    vi.stubGlobal(
      'fetch',
      serveApi(
        answer(contract.events.get, { params: { id: ID } }, () =>
          jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'Σφάλμα', messages: {} }, 500),
        ),
      ),
    );
    const router = renderEventPage();
    // One more try first (a second later), then home.
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5000 });
    // The router's state moves before React draws the new page: on a busy machine, after this line.
    expect(await screen.findByText('home page')).toBeTruthy();
  });
});
