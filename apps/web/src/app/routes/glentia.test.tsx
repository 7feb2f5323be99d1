import { addDays, addMonths, contract, summarizeEvents, type TEvent, todayInAthens } from '@glentia/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../components/ui/toaster.tsx';
import { useFilterStore } from '../../features/filters/stores/filter-store.ts';
import { resetSharedDeviceLocation } from '../../features/near-me/api/put-device-location.ts';
import { resetNearMe } from '../../features/near-me/near-me-store.ts';
import { i18n } from '../../lib/i18n.ts';
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts';
import { createDefaultSession, useSession } from '../../stores/session.ts';
import { answer, fakeApi, requestsTo } from '../../test/api.ts';
import { jsonResponse, makeEvent, makeInitialize } from '../../test/fixtures.ts';
import { GlentiaRoute } from './glentia.tsx';

const today = todayInAthens();
const artist = { id: '00000000-0000-4000-8000-00000000a001', name: 'Λύρα & Λαούτο Ensemble', image: null };
const venue = {
  ...makeEvent().location!,
  id: '00000000-0000-4000-8000-00000000b001',
  name: 'Ρακάδικο Η Λύρα',
};

/** An access token whose payload says admin (the app only reads it to decide what to show). */
function adminToken(): string {
  const payload = btoa(JSON.stringify({ preferred_username: 'admin', realm_access: { roles: ['admin'] } }));
  return `e30.${payload.replace(/=+$/, '')}.signature`;
}

function renderSearch(path: string, staleTime = 0) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime } } });
  const router = createMemoryRouter(
    [
      { path: '/glentia', Component: GlentiaRoute },
      { path: '/glentia/search', Component: GlentiaRoute },
      { path: '/glentia/:id', element: <p>event page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return router;
}

describe('search page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let events: TEvent[];
  const listRequests = () => requestsTo(fetchMock, contract.events.summary).map((request) => request.url);

  beforeEach(async () => {
    await i18n.changeLanguage('el');
    sessionStorage.clear();
    useFilterStore.getState().reset();
    useSession.setState(createDefaultSession());
    events = [makeEvent({ date: today }), makeEvent({ date: today })];
    fetchMock.mockReset();
    fetchMock.mockImplementation(
      fakeApi([
        answer(contract.initialize.get, () => makeInitialize({ artists: [artist], locations: [venue] })),
        answer(contract.events.summary, () => summarizeEvents(events, { total: events.length, next: null })),
        answer(contract.devices.saveLocation, () => new Response(null, { status: 204 })),
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    resetNearMe();
    resetSharedDeviceLocation();
  });

  /** A device in Heraklion whose visitor allows (or refuses) the location prompt. */
  function stubGeolocation(allow: boolean) {
    const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (allow) success({ coords: { latitude: 35.3387, longitude: 25.1442 } } as GeolocationPosition);
      else failure?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
    });
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    return getCurrentPosition;
  }

  const place = (name: string, lat: number, lng: number) => ({
    ...venue,
    id: crypto.randomUUID(),
    name,
    lat,
    lng,
  });

  it('sorts each day nearest first with the visitor’s permission, shows distances, and tells the server', async () => {
    const tomorrow = addDays(today, 1);
    events = [
      makeEvent({ date: today, time: '20:00', location: place('Στα Χανιά', 35.5138, 24.018) }),
      makeEvent({ date: today, time: '22:00', location: place('Στο Ηράκλειο', 35.34, 25.134) }),
      makeEvent({ date: today, time: '21:00', location: place('Στο Ρέθυμνο', 35.3656, 24.4823) }),
      makeEvent({ date: tomorrow, time: '21:00', location: place('Αύριο στα Χανιά', 35.5138, 24.018) }),
    ];
    const getCurrentPosition = stubGeolocation(true);
    renderSearch('/glentia');
    expect(await screen.findByText('Βρέθηκαν 4 γλέντια')).toBeTruthy();
    const venuesOfToday = () =>
      within(screen.getAllByTestId('timeline-day')[0]!)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent);
    const before = venuesOfToday();
    expect(screen.queryByTestId('event-distance')).toBeNull();
    // Nobody is asked where they are before they press the chip.
    expect(getCurrentPosition).not.toHaveBeenCalled();

    const chip = screen.getByRole('button', { name: 'Κοντά μου' });
    fireEvent.click(chip);
    await waitFor(() => expect(chip.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText('Πρώτα τα πιο κοντινά σου, μέρα με τη μέρα.')).toBeTruthy();
    // The day is sorted again once the position has come in, which may be after the chip shows.
    const towns = () =>
      venuesOfToday().map((name) =>
        name?.includes('Ηράκλειο') ? 'H' : name?.includes('Ρέθυμνο') ? 'R' : 'C',
      );
    await waitFor(() => expect(towns()).toEqual(['H', 'R', 'C']));
    expect(venuesOfToday()).not.toEqual(before);
    // Days keep their order: tomorrow stays second.
    expect(screen.getAllByTestId('timeline-day').map((day) => day.getAttribute('data-date'))).toEqual([
      today,
      tomorrow,
    ]);
    const distances = screen.getAllByTestId('event-distance').map((line) => line.textContent);
    expect(distances[0]).toMatch(/^\d+ m/);
    expect(distances[1]).toMatch(/^60 km/);
    expect(screen.getAllByText(/km από σένα$/).length).toBeGreaterThan(0);

    await waitFor(() => expect(requestsTo(fetchMock, contract.devices.saveLocation)).toHaveLength(1));
    const [put] = requestsTo(fetchMock, contract.devices.saveLocation);
    expect(put?.method).toBe('PUT');
    expect(put?.body).toEqual({ lat: 35.339, lng: 25.144 });

    fireEvent.click(chip);
    await waitFor(() => expect(chip.getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(venuesOfToday()).toEqual(before));
    expect(screen.queryByTestId('event-distance')).toBeNull();
  });

  it('says how to allow the location when the visitor refused it, and keeps the time order', async () => {
    stubGeolocation(false);
    renderSearch('/glentia');
    expect(await screen.findByText('Βρέθηκαν 2 γλέντια')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Κοντά μου' }));
    expect(await screen.findByText(/Επίτρεψέ τη στις ρυθμίσεις του browser/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Κοντά μου' }).getAttribute('aria-pressed')).toBe('false');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('device-location'))).toBe(false);
  });

  it('asks for the first week of today to two months ahead and shows it by day', async () => {
    renderSearch('/glentia');
    expect(await screen.findByText('Βρέθηκαν 2 γλέντια')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Αναζήτηση γλεντιών');
    const [request] = listRequests();
    expect(Object.fromEntries(request!.searchParams)).toEqual({
      from: today,
      to: addMonths(today, 2),
      days: '7',
    });
    expect(screen.getAllByTestId('timeline-day')).toHaveLength(1);
    expect(screen.queryByTestId('reset-filters')).toBeNull();
    expect(screen.queryByTestId('copy-search-link')).toBeNull();
  });

  it('applies the filter of a shared link, and writes a changed filter back into the address', async () => {
    const filter = {
      nomos: ['CHANIA'],
      range: { from: today, to: today },
      selectedArtist: [artist.id],
      selectedLocation: [venue.id],
    };
    const router = renderSearch(`/glentia/search?${new URLSearchParams({ query: JSON.stringify(filter) })}`);
    await screen.findByText('Βρέθηκαν 2 γλέντια');
    expect(useFilterStore.getState().options).toEqual(filter);
    const last = listRequests().at(-1)!;
    expect(last.searchParams.getAll('county')).toEqual(['CHANIA']);
    expect(last.searchParams.getAll('artist')).toEqual([artist.id]);
    expect(last.searchParams.getAll('location')).toEqual([venue.id]);
    expect(last.searchParams.get('from')).toBe(today);
    expect(last.searchParams.get('to')).toBe(today);
    const chips = within(screen.getByRole('list', { name: 'Επιλεγμένα φίλτρα' }));
    expect(chips.getAllByRole('button').map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Αφαίρεση: Χανιά',
      'Αφαίρεση: Λύρα & Λαούτο Ensemble',
      'Αφαίρεση: Ρακάδικο Η Λύρα',
    ]);
    expect(screen.getByTestId('reset-filters')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/glentia/search');

    act(() => chips.getByRole('button', { name: 'Αφαίρεση: Χανιά' }).click());
    await waitFor(() => expect(useFilterStore.getState().options.nomos).toEqual([]));
    expect(router.state.location.pathname).toBe('/glentia/search');
    const written = new URLSearchParams(router.state.location.search).get('query');
    expect(JSON.parse(written ?? '{}')).toMatchObject({ nomos: [], selectedArtist: [artist.id] });
  });

  it('opens a broken shared link with the default filter instead of failing', async () => {
    useFilterStore.getState().toggleCounty('LASITHI');
    renderSearch('/glentia/search?query=%7B%22nomos%22%3A%5B%22ATTICA');
    await screen.findByText('Βρέθηκαν 2 γλέντια');
    expect(useFilterStore.getState().options.nomos).toEqual([]);
    expect(screen.queryByTestId('reset-filters')).toBeNull();
  });

  it('reloads the events for ?refresh and removes it from the address', async () => {
    // Events already loaded and fresh: only the refresh asks the server again.
    const router = renderSearch('/glentia', Infinity);
    await screen.findByText('Βρέθηκαν 2 γλέντια');
    expect(listRequests()).toHaveLength(1);
    events = [...events, makeEvent({ date: today })];
    await act(() => router.navigate('/glentia/search?refresh=1'));
    expect(await screen.findByText('Βρέθηκαν 3 γλέντια')).toBeTruthy();
    expect(listRequests()).toHaveLength(2);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The default filter's address is the plain timeline's.
    expect(router.state.location.pathname).toBe('/glentia');
  });

  it('says when nothing matches, offers to try again and to reset the filter', async () => {
    events = [];
    useFilterStore.getState().toggleCounty('RETHYMNO');
    renderSearch('/glentia');
    expect(await screen.findByRole('heading', { name: 'Δεν βρέθηκαν γλέντια' })).toBeTruthy();
    events = [makeEvent({ date: today })];
    act(() => screen.getByRole('button', { name: 'Δοκίμασε ξανά' }).click());
    expect(await screen.findByText('Βρέθηκε 1 γλέντι')).toBeTruthy();
    events = [];
    act(() => screen.getByTestId('reset-filters').click());
    expect(await screen.findByRole('heading', { name: 'Δεν βρέθηκαν γλέντια' })).toBeTruthy();
    expect(useFilterStore.getState().options.nomos).toEqual([]);
  });

  it('shows the server message with a retry when the events cannot load', async () => {
    fetchMock.mockImplementation(
      fakeApi([
        answer(contract.initialize.get, () => makeInitialize()),
        answer(contract.events.summary, () =>
          jsonResponse(
            {
              statusCode: 503,
              code: 'UNAVAILABLE',
              message: 'Συντήρηση',
              messages: { el: 'Συντήρηση', en: 'Maintenance' },
            },
            503,
          ),
        ),
      ]),
    );
    renderSearch('/glentia');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Συντήρηση')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Δοκίμασε ξανά' })).toBeTruthy();
  });

  it('lets an admin copy the search link, and says so', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal('navigator', { onLine: true, userAgent: 'test', clipboard: { writeText } });
    useSession.setState({ jwt: adminToken() });
    useFilterStore.getState().toggleCounty('CHANIA');
    renderSearch('/glentia');
    const button = await screen.findByRole('button', { name: 'Αντιγραφή συνδέσμου αναζήτησης' });
    await act(async () => button.click());
    expect(writeText).toHaveBeenCalledTimes(1);
    const link = new URL(writeText.mock.calls[0]![0]);
    expect(link.pathname).toBe('/glentia/search');
    expect(JSON.parse(link.searchParams.get('query')!)).toEqual(useFilterStore.getState().options);
    expect(await screen.findByText('Αντιγράφηκε')).toBeTruthy();
  });

  it('explains when the browser cannot copy', async () => {
    vi.stubGlobal('navigator', { onLine: true, userAgent: 'test' });
    useSession.setState({ jwt: adminToken() });
    await i18n.changeLanguage('en');
    renderSearch('/glentia');
    const button = await screen.findByRole('button', { name: 'Copy search link' });
    await act(async () => button.click());
    expect(
      await screen.findByText('Your browser does not allow copying here; copy the link by hand.'),
    ).toBeTruthy();
  });

  it('filters by county from the filter sheet', async () => {
    renderSearch('/glentia');
    await screen.findByText('Βρέθηκαν 2 γλέντια');
    act(() => screen.getByTestId('open-filters').click());
    const sheet = await screen.findByRole('dialog', { name: 'Φίλτρα' });
    const chania = within(sheet).getByRole('button', { name: 'Χανιά' });
    expect(chania.getAttribute('aria-pressed')).toBe('false');
    act(() => chania.click());
    expect(chania.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(listRequests().at(-1)!.searchParams.getAll('county')).toEqual(['CHANIA']));
    fireEvent.click(within(sheet).getByRole('button', { name: /Δες 2 γλέντια|Τέλος/ }));
  });
});
