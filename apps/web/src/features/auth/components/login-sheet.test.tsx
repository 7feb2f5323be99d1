import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { createMemoryRouter, RouterProvider, useLocation } from '../../../lib/router/index.ts';
import { createDefaultSession, useSession } from '../../../stores/session.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { LoginSheet } from './login-sheet.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderSheet(path: string, providers: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ providers })),
  );
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <LoginSheet />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('login bottom sheet (SPEC §2)', () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...createDefaultSession(), loginBottomSheetOpen: true });
    await i18n.changeLanguage('el');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers only the configured providers, and always e-mail', async () => {
    renderSheet('/', ['google']);
    expect(await screen.findByText('Σύνδεση με Google')).toBeTruthy();
    expect(screen.queryByText('Σύνδεση με Apple')).toBeNull();
    expect(screen.getByText('Σύνδεση με e-mail')).toBeTruthy();
    expect(screen.getByTestId('login-google').getAttribute('href')).toBe('/api/auth/social/google/start');
  });

  it('hides Google and Apple when none is configured', async () => {
    renderSheet('/', []);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByTestId('login-google')).toBeNull();
    expect(screen.queryByTestId('login-apple')).toBeNull();
  });

  it('e-mail goes to /login keeping the query string, and closes the sheet', async () => {
    renderSheet('/maps?redirect=%2Fmaps', ['apple', 'google']);
    fireEvent.click(await screen.findByTestId('login-email'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login?redirect=%2Fmaps'));
    expect(useSession.getState().loginBottomSheetOpen).toBe(false);
  });

  it('remembers the redirect of the current address when a provider is chosen', async () => {
    window.history.replaceState(null, '', '/favorites?redirect=%2Ffavorites');
    renderSheet('/favorites?redirect=%2Ffavorites', ['apple']);
    const apple = await screen.findByTestId('login-apple');
    apple.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(apple);
    expect(useSession.getState()).toMatchObject({
      redirectAfterSocialLogin: '/favorites',
      loginBottomSheetOpen: false,
    });
  });
});
