import { contract, contractRoutes } from '@glentia/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { startPreferenceSync } from '../lib/preferences.ts';
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts';
import { createDefaultSession, useSession } from '../stores/session.ts';
import { answer, fakeApi, requestsTo } from '../test/api.ts';
import { jsonResponse, makeInitialize, makeReviewEvent, makeSeries, makeToken } from '../test/fixtures.ts';
import { createQueryClient } from './query-client.ts';
import { routes } from './router.tsx';

function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const unread = {
  id: '00000000-0000-4000-8000-00000000b001',
  title: 'Νέο γλέντι',
  body: null,
  image: null,
  data: { url: null },
  read: false,
  createdAt: '2026-06-01T10:00:00.000Z',
};

/** Whether a `fetch` mock was asked for any route only admins may call. */
const askedAdmin = (fetch: Parameters<typeof requestsTo>[0]) =>
  contractRoutes.some((route) => route.access === 'admin' && requestsTo(fetch, route).length > 0);

describe('app routes and layout', () => {
  let stopSync: () => void;

  beforeAll(() => {
    // A phone-sized window: the drawer slides over the page.
    (
      window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
    ).happyDOM.setViewport({
      width: 390,
      height: 844,
    });
  });

  beforeEach(async () => {
    localStorage.clear();
    useSession.setState(createDefaultSession());
    useSession.getState().setLanguage('el');
    stopSync = startPreferenceSync();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          answer(contract.initialize.get, () => makeInitialize({ notifications: [unread] })),
          answer(contract.settings.update, () => ({
            email: false,
            pushNotification: false,
            language: 'el',
            darkTheme: null,
            digest: 'off',
          })),
          answer(contract.eventForms.listUploaded, () => []),
          answer(contract.series.listOwn, () => []),
        ]),
      ),
    );
  });

  afterEach(() => {
    cleanup();
    stopSync();
    vi.unstubAllGlobals();
  });

  afterAll(async () => {
    await i18n.changeLanguage('el');
  });

  it('sends short event links, old privacy links and empty event ids where they belong', async () => {
    expect((await settle(renderApp('/g/42'))).pathname).toBe('/glentia/42');
    cleanup();
    expect((await settle(renderApp('/privacy.html'))).pathname).toBe('/privacy');
    cleanup();
    expect((await settle(renderApp('/glentia/'))).pathname).toBe('/not-found');
  });

  it('shows a real not-found page for unknown paths, with a way home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Η σελίδα δεν βρέθηκε' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Πίσω στην αρχική/ }).getAttribute('href')).toBe('/');
  });

  it('sends logged-out visitors from the map to the login screen, remembering where they were going', async () => {
    const location = await settle(renderApp('/maps'));
    expect(location.pathname).toBe('/login');
    expect(new URLSearchParams(location.search).get('redirect')).toBe('/maps');
  });

  it('sends people who are not admins away from the Instagram moderation screen, without asking the admin API', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => jsonResponse([]));
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ jwt: makeToken({ roles: ['user'] }) });
    expect((await settle(renderApp('/instagram'))).pathname).toBe('/home');
    expect(askedAdmin(fetchMock)).toBe(false);
  });

  it('opens /uploaded for a logged-in person, with a way to add a first glenti', async () => {
    useSession.setState({ jwt: makeToken() });
    renderApp('/uploaded');
    expect(await screen.findByRole('heading', { level: 1, name: 'Τα γλέντια μου' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Δεν έχεις προσθέσει ακόμη γλέντι' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Πρόσθεσε γλέντι' }).getAttribute('href')).toBe('/glenti/edit');
  });

  it('counts events and series waiting for review on the admin menu, and counts again after each publish', async () => {
    const waiting = makeReviewEvent({ published: false });
    let queue = [waiting];
    const series = makeSeries();
    let seriesQueue = [series];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          answer(contract.initialize.get, () => makeInitialize()),
          answer(contract.settings.update, () => ({
            email: false,
            pushNotification: false,
            language: 'el',
            darkTheme: null,
            digest: 'off',
          })),
          answer(contract.moderation.reviewCount, () => ({ count: queue.length })),
          answer(contract.moderation.reviewQueue, () => queue),
          answer(contract.series.listUnpublished, () => seriesQueue),
          answer(contract.series.publish, { params: { id: series.id } }, () => {
            seriesQueue = [];
            return { ...series, published: true };
          }),
          answer(contract.moderation.publish, { params: { id: waiting.id } }, () => {
            queue = [];
            return { ...waiting, published: true };
          }),
        ]),
      ),
    );
    useSession.setState({ jwt: makeToken({ username: 'admin', roles: ['user', 'admin'] }) });
    renderApp('/unpublished');
    const publish = await screen.findByRole('button', { name: 'Δημοσίευση' });
    act(() => screen.getByRole('button', { name: 'Άνοιγμα μενού' }).click());
    const link = await screen.findByRole('link', { name: /^Προς έγκριση/ });
    // The red badge shows the number; screen readers hear what waits.
    expect((await within(link).findByTestId('review-count')).textContent).toBe(
      '2: 1 γλέντι, 1 σειρά βραδιών',
    );
    fireEvent.keyDown(document, { key: 'Escape' });

    fireEvent.click(publish);
    act(() => screen.getByRole('button', { name: 'Άνοιγμα μενού' }).click());
    await waitFor(() => expect(screen.getByTestId('review-count').textContent).toBe('1: 1 σειρά βραδιών'));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Δημοσίευσε τη σειρά' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Να δημοσιευτεί η σειρά;' })).getByRole('button', {
        name: 'Δημοσίευση',
      }),
    );
    // The confirmation has closed (the page behind is no longer hidden) before the menu opens.
    const menuButton = await screen.findByRole('button', { name: 'Άνοιγμα μενού' });
    act(() => menuButton.click());
    expect(await screen.findByRole('link', { name: 'Προς έγκριση' })).toBeTruthy();
    expect(screen.queryByTestId('review-count')).toBeNull();
  });

  it('shows the review count only once both answers are in, never half of it', async () => {
    let countArrives: (count: number) => void = () => {};
    const lateCount = new Promise<{ count: number }>((resolve) => {
      countArrives = (count) => resolve({ count });
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          answer(contract.initialize.get, () => makeInitialize()),
          answer(contract.moderation.reviewCount, () => lateCount),
          answer(contract.moderation.reviewQueue, () => []),
          answer(contract.series.listUnpublished, () => [makeSeries()]),
        ]),
      ),
    );
    useSession.setState({ jwt: makeToken({ username: 'admin', roles: ['user', 'admin'] }) });
    renderApp('/unpublished');
    // The series are in, the events' count is not: no badge yet.
    await screen.findByRole('button', { name: 'Δημοσίευσε τη σειρά' });
    act(() => screen.getByRole('button', { name: 'Άνοιγμα μενού' }).click());
    const link = await screen.findByRole('link', { name: /^Προς έγκριση/ });
    expect(within(link).queryByTestId('review-count')).toBeNull();
    countArrives(3);
    await waitFor(() =>
      expect(within(link).getByTestId('review-count').textContent).toBe('4: 3 γλέντια, 1 σειρά βραδιών'),
    );
  });

  it('shows no review count to people who are not admins', async () => {
    useSession.setState({ jwt: makeToken() });
    renderApp('/');
    act(() => screen.getByRole('button', { name: 'Άνοιγμα μενού' }).click());
    expect(await screen.findByRole('link', { name: 'Τα γλέντια μου' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Γεια σου, maria!' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Προς έγκριση/ })).toBeNull();
    expect(askedAdmin(vi.mocked(fetch))).toBe(false);
  });

  it('shows the back button on inner screens and the menu button on top-level ones', async () => {
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Επικοινωνία' });
    expect(screen.queryByRole('button', { name: 'Άνοιγμα μενού' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Πίσω' })).toBeTruthy();
    cleanup();
    renderApp('/help');
    await screen.findByRole('heading', { level: 1, name: 'Βοήθεια' });
    expect(screen.getByRole('button', { name: 'Άνοιγμα μενού' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Πίσω' })).toBeNull();
  });

  it('switches language from the header and remembers the choice', async () => {
    renderApp('/help');
    await screen.findByRole('heading', { level: 1, name: 'Βοήθεια' });
    const toggle = screen.getByTestId('language-toggle');
    expect(toggle.getAttribute('aria-label')).toBe('EN – Γλώσσα: English');
    act(() => toggle.click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    expect(screen.getByTestId('language-toggle').getAttribute('aria-label')).toBe('ΕΛ – Language: Ελληνικά');
    expect(document.documentElement.lang).toBe('en');
    expect(JSON.parse(localStorage.getItem('state.user') ?? '{}').state.appSettings.language).toBe('en');
  });

  it('opens the menu as a dialog that Escape closes, and marks unread notifications', async () => {
    renderApp('/');
    const bell = await screen.findByRole('link', { name: 'Ειδοποιήσεις, υπάρχουν αδιάβαστες' });
    expect(bell.getAttribute('href')).toBe('/notifications');

    const menuButton = screen.getByRole('button', { name: 'Άνοιγμα μενού' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    act(() => menuButton.click());
    const dialog = screen.getByRole('dialog', { name: 'Γεια σου!' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.hasAttribute('inert')).toBe(false);
    expect(screen.getByRole('link', { name: 'Σύνδεση' }).getAttribute('href')).toBe('/login');

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(menuButton.getAttribute('aria-expanded')).toBe('false'));
    expect(document.getElementById('app-drawer')).toBeNull();
  });
});

/** Waits for redirects and lazy screens to finish, then returns where the router ended up. */
async function settle(router: ReturnType<typeof createMemoryRouter>) {
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  await waitFor(() => expect(router.state.initialized).toBe(true));
  return router.state.location;
}
