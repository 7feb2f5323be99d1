import { contract, pathOf } from '@glentia/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { initializeQueryKey, type StartData } from '../../lib/initialize.ts';
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts';
import { jsonResponse, makeEvent, makeInitialize } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { HomeRoute } from './home.tsx';

function EventPageStub() {
  return <p>event page</p>;
}

function renderHome(path = '/') {
  return renderRoutes(
    [
      { path: '/', Component: HomeRoute },
      { path: '/glentia/:id', Component: EventPageStub },
    ],
    path,
  );
}

describe('home page', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(async () => {
    await i18n.changeLanguage('el');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the statistics, promoted and latest events in Greek, then in English', async () => {
    const promoted = makeEvent({
      selected: true,
      location: { ...makeEvent().location!, name: 'Ταβέρνα Λιμάνι' },
    });
    const latest = Array.from({ length: 7 }, (_, index) =>
      makeEvent({ location: { ...makeEvent().location!, name: `Μαγαζί ${index + 1}`, county: 'LASITHI' } }),
    );
    fetchMock.mockResolvedValue(jsonResponse(makeInitialize({ glentia: [promoted, ...latest] })));
    renderHome();

    expect(await screen.findByTestId('stat-glentia')).toHaveProperty('textContent', '1.234');
    expect(screen.getByTestId('stat-users').textContent).toBe('87');
    expect(screen.getByTestId('stat-online').textContent).toBe('5');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Γλέντια στην Κρήτη');
    expect(screen.getByText(/στο Ηράκλειο, στα Χανιά, στο Λασίθι και στο Ρέθυμνο/)).toBeTruthy();

    const featured = screen.getByRole('list', { name: 'Προτεινόμενα γλέντια' });
    expect(within(featured).getByRole('link', { name: 'Ταβέρνα Λιμάνι' }).getAttribute('href')).toBe(
      `/glentia/${promoted.id}`,
    );
    expect(within(featured).getByText('Παρασκευή 3 Ιουλίου')).toBeTruthy();

    const latestSection = screen.getByRole('region', { name: 'Πρόσφατα προστέθηκαν' });
    expect(within(latestSection).getAllByRole('listitem')).toHaveLength(5);
    expect(within(latestSection).getAllByText(/^Λασίθι · Ψαρογιώργης$/)).toHaveLength(5);

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Glentia in Crete');
    expect(screen.getByTestId('stat-glentia').textContent).toBe('1,234');
    expect(screen.getByText('Registered users')).toBeTruthy();
    const latestInEnglish = screen.getByRole('region', { name: 'Recently added' });
    expect(within(latestInEnglish).getAllByText(/^Lasithi · Psarogiorgis$/)).toHaveLength(5);
  });

  it('marks canceled events and shows sponsors with a link that opens in a new tab', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        makeInitialize({
          glentia: [makeEvent({ selected: true, canceled: true })],
          ads: [
            {
              id: '00000000-0000-4000-8000-00000000a001',
              type: 'FOOTER',
              weight: 1,
              imageUrl: '/uploads/ads/raki.webp',
              title: 'Ρακή Σφακίων',
              subtitle: 'Από το 1920',
              href: 'https://example.com/raki',
              ctaText: 'Δες περισσότερα',
              titleEn: 'Sfakia Raki',
              subtitleEn: null,
              ctaTextEn: 'See more',
            },
          ],
        }),
      ),
    );
    renderHome();
    expect(await screen.findByText('Ακυρώθηκε')).toBeTruthy();
    const cta = screen.getByRole('link', { name: /Δες περισσότερα/ });
    expect(cta.getAttribute('href')).toBe('https://example.com/raki');
    expect(cta.getAttribute('target')).toBe('_blank');
    expect(cta.getAttribute('rel')).toContain('noopener');
  });

  it('offers a retry with the server message when the data cannot load', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          statusCode: 503,
          code: 'UNAVAILABLE',
          message: 'Συντήρηση',
          messages: { el: 'Συντήρηση', en: 'Maintenance' },
        },
        503,
      ),
    );
    renderHome();
    expect(await screen.findByText('Συντήρηση')).toBeTruthy();
    fetchMock.mockResolvedValueOnce(jsonResponse(makeInitialize()));
    act(() => screen.getByRole('button', { name: 'Δοκίμασε ξανά' }).click());
    expect(await screen.findByTestId('stat-users')).toHaveProperty('textContent', '87');
  });

  it('removes the refresh parameter from the address', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(makeInitialize()));
    const router = renderHome('/?refresh=1&utm=x');
    await screen.findByTestId('stat-users');
    expect(router.state.location.search).toBe('?utm=x');
    expect(fetchMock.mock.calls.every(([url]) => url === pathOf(contract.initialize.get))).toBe(true);
  });

  it('waits for the glentia a drawn page left out of its start data, asking for them once', async () => {
    const promoted = makeEvent({ selected: true });
    let answer = (_response: Response) => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const partial: StartData = { ...makeInitialize({ glentia: [] }), leftOut: ['glentia'] };
    queryClient.setQueryData(initializeQueryKey, partial);
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createMemoryRouter([{ path: '/', Component: HomeRoute }])} />
      </QueryClientProvider>,
    );

    const waiting = screen.getByRole('list', { name: 'Προτεινόμενα γλέντια' });
    expect(waiting.getAttribute('aria-busy')).toBe('true');
    // Not "no glentia yet": they are on their way.
    expect(screen.queryByRole('link', { name: 'Πρόσθεσε γλέντι' })).toBeNull();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]![0])).toBe(pathOf(contract.initialize.get));

    await act(async () => answer(jsonResponse(makeInitialize({ glentia: [promoted] }))));
    const featured = () => screen.getByRole('list', { name: 'Προτεινόμενα γλέντια' });
    await vi.waitFor(() => expect(featured().getAttribute('aria-busy')).toBeNull());
    expect(within(featured()).getAllByRole('link', { name: promoted.location!.name })).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
