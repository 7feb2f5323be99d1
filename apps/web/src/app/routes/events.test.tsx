import { contract, todayInAthens } from '@glentia/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../components/ui/toaster.tsx';
import { i18n } from '../../lib/i18n.ts';
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts';
import { answer, fakeApi, requestsTo } from '../../test/api.ts';
import { jsonResponse, makeEvent, makeInitialize } from '../../test/fixtures.ts';
import { EventsRoute, subjectOf } from './events.tsx';

const artist = { id: '00000000-0000-4000-8000-00000000a001', name: 'Λύρα & Λαούτο Ensemble', image: null };
const venue = {
  ...makeEvent().location!,
  id: '00000000-0000-4000-8000-00000000b001',
  name: 'Ρακάδικο Η Λύρα',
};

function renderEvents(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/events', Component: EventsRoute }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
}

describe('events page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let events = [makeEvent(), makeEvent()];
  const listRequest = () => requestsTo(fetchMock, contract.events.list)[0]?.url;

  beforeEach(async () => {
    await i18n.changeLanguage('el');
    events = [makeEvent(), makeEvent()];
    fetchMock.mockReset();
    fetchMock.mockImplementation(
      fakeApi([
        answer(contract.initialize.get, () => makeInitialize({ artists: [artist], locations: [venue] })),
        answer(contract.events.list, () => jsonResponse(events)),
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads what to show from the address', () => {
    expect(subjectOf(new URLSearchParams('date=2026-07-03'))).toEqual({ kind: 'date', date: '2026-07-03' });
    expect(subjectOf(new URLSearchParams(`artist=${artist.id}`))).toEqual({ kind: 'artist', id: artist.id });
    expect(subjectOf(new URLSearchParams(`location=${venue.id}`))).toEqual({
      kind: 'location',
      id: venue.id,
    });
    for (const bad of ['', 'date=2026-02-30', 'artist=12', 'location=x']) {
      expect(subjectOf(new URLSearchParams(bad)), bad).toBeNull();
    }
  });

  it("shows one day's events under the Greek long date, then in English", async () => {
    renderEvents('/events?date=2026-07-03');
    expect(await screen.findByRole('heading', { level: 1, name: 'Παρασκευή 3 Ιουλίου 2026' })).toBeTruthy();
    expect(await screen.findByText('2 γλέντια')).toBeTruthy();
    expect(within(screen.getByTestId('events-list')).getAllByRole('article')).toHaveLength(2);
    expect(Object.fromEntries(listRequest()!.searchParams)).toEqual({
      from: '2026-07-03',
      to: '2026-07-03',
      limit: '1000',
    });
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Friday 3 July 2026');
  });

  it("shows an artist's and a venue's upcoming events under their names", async () => {
    renderEvents(`/events?artist=${artist.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Λύρα & Λαούτο Ensemble' })).toBeTruthy();
    expect(listRequest()!.searchParams.get('artist')).toBe(artist.id);
    expect(listRequest()!.searchParams.get('from')).toBe(todayInAthens());
    expect(screen.getByRole('link', { name: 'Σελίδα καλλιτέχνη' }).getAttribute('href')).toBe(
      `/artist/${artist.id}`,
    );
    cleanup();
    fetchMock.mockClear();
    renderEvents(`/events?location=${venue.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ρακάδικο Η Λύρα' })).toBeTruthy();
    expect(listRequest()!.searchParams.get('location')).toBe(venue.id);
    expect(screen.getByRole('link', { name: 'Σελίδα μαγαζιού' }).getAttribute('href')).toBe(
      `/location/${venue.id}`,
    );
    // In English the Greek name reads in Latin letters, as the cards write it.
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rakadiko Lyra');
  });

  it('names an artist or venue the start data does not name: from its events, or asked by id when it has none', async () => {
    const quiet = { id: '00000000-0000-4000-8000-00000000a009', name: 'Νίκος Ξυλούρης', image: null };
    const quietVenue = { ...venue, id: '00000000-0000-4000-8000-00000000b009', name: 'Καφενείο Το Σφακιανό' };
    fetchMock.mockImplementation(
      fakeApi([
        answer(contract.initialize.get, () => makeInitialize({ artists: [], locations: [] })),
        answer(contract.events.list, () => jsonResponse(events)),
        answer(contract.artists.list, () => jsonResponse([quiet])),
        answer(contract.locations.list, () => jsonResponse([quietVenue])),
      ]),
    );
    events = [makeEvent({ artists: [quiet] })];
    renderEvents(`/events?artist=${quiet.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Νίκος Ξυλούρης' })).toBeTruthy();
    expect(requestsTo(fetchMock, contract.artists.list)).toHaveLength(0);
    cleanup();
    events = [];
    renderEvents(`/events?location=${quietVenue.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Καφενείο Το Σφακιανό' })).toBeTruthy();
    const asked = requestsTo(fetchMock, contract.locations.list)[0]!.url;
    expect(asked.searchParams.getAll('ids').join(',')).toBe(quietVenue.id);
  });

  it('says when there is nothing, with try again', async () => {
    events = [];
    renderEvents('/events?date=2026-07-03');
    expect(await screen.findByRole('heading', { name: 'Δεν βρέθηκαν γλέντια' })).toBeTruthy();
    events = [makeEvent()];
    act(() => screen.getByRole('button', { name: 'Δοκίμασε ξανά' }).click());
    expect(await screen.findByText('1 γλέντι')).toBeTruthy();
  });

  it('says so when the address names nothing to show', async () => {
    renderEvents('/events?date=someday');
    expect(await screen.findByRole('heading', { name: 'Δεν ξέρουμε τι να δείξουμε' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Όλα τα γλέντια' }).getAttribute('href')).toBe('/glentia');
  });

  it("shares with the device's share sheet, or copies the link where there is none", async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { onLine: true, userAgent: 'test', share });
    renderEvents('/events?date=2026-07-03');
    await screen.findByText('2 γλέντια');
    await act(async () => screen.getByRole('button', { name: 'Κοινοποίηση' }).click());
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Παρασκευή 3 Ιουλίου 2026',
        url: expect.stringContaining('/events?date=2026-07-03'),
      }),
    );
    cleanup();

    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { onLine: true, userAgent: 'test', clipboard: { writeText } });
    renderEvents('/events?date=2026-07-03');
    await screen.findByText('2 γλέντια');
    await act(async () => screen.getByRole('button', { name: 'Κοινοποίηση' }).click());
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('/events?date=2026-07-03'));
    expect(await screen.findByText('Αντιγράφηκε')).toBeTruthy();
  });
});
