import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELP_WIDGET_DELAY_MS } from '../../features/home/components/home-extras.tsx';
import { i18n } from '../../lib/i18n.ts';
import { createDefaultSession, useSession } from '../../stores/session.ts';
import { jsonResponse, makeInitialize } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { HomeRoute } from './home.tsx';

function renderHome() {
  return renderRoutes(
    [
      { path: '/', Component: HomeRoute },
      { path: '/help', element: <p>help page</p> },
    ],
    '/',
  );
}

describe('home page additions', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(async () => {
    await i18n.changeLanguage('el');
    localStorage.clear();
    useSession.setState(createDefaultSession());
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens the login sheet for logged-out visitors on the map teaser, remembering the map', async () => {
    fetchMock.mockResolvedValue(jsonResponse(makeInitialize()));
    renderHome();
    const open = await screen.findByRole('link', { name: 'Άνοιγμα χάρτη' });
    expect(open.getAttribute('href')).toBe('/maps');
    act(() => open.click());
    expect(useSession.getState().loginBottomSheetOpen).toBe(true);
    expect(useSession.getState().redirectAfterSocialLogin).toBe('/maps');
  });

  it('shows the help widget only after two seconds, linking to the help page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetchMock.mockResolvedValue(jsonResponse(makeInitialize()));
    renderHome();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HELP_WIDGET_DELAY_MS - 100);
    });
    expect(screen.queryByTestId('help-widget')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    vi.useRealTimers();
    const widget = await screen.findByTestId('help-widget');
    expect(widget.querySelector('a')?.getAttribute('href')).toBe('/help');
    act(() => screen.getByRole('button', { name: 'Απόκρυψη βοήθειας' }).click());
    expect(screen.queryByTestId('help-widget')).toBeNull();
    expect(screen.queryByTestId('help-widget-slot')).toBeNull();
  });

  it('keeps the help widget closed on the next visit once it was closed', async () => {
    fetchMock.mockResolvedValue(jsonResponse(makeInitialize()));
    renderHome();
    const widget = await screen.findByTestId('help-widget', {}, { timeout: HELP_WIDGET_DELAY_MS + 2000 });
    // It sits in a row of the page kept for it, not floating over cards and the bottom bar.
    expect(widget.parentElement).toBe(screen.getByTestId('help-widget-slot'));
    expect(widget.closest('.fixed')).toBeNull();
    act(() => within(widget).getByRole('button', { name: 'Απόκρυψη βοήθειας' }).click());
    cleanup();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderHome();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HELP_WIDGET_DELAY_MS * 2);
    });
    vi.useRealTimers();
    expect(screen.getByTestId('pull-to-refresh')).toBeTruthy();
    expect(screen.queryByTestId('help-widget')).toBeNull();
  });

  it('lets it snow for the CHRISTMAS decoration only', async () => {
    fetchMock.mockResolvedValue(jsonResponse(makeInitialize({ decoration: 'CHRISTMAS' })));
    renderHome();
    const snow = await screen.findByTestId('christmas-snow');
    expect(snow.getAttribute('aria-hidden')).toBe('true');
    expect(snow.className).toContain('motion-reduce:hidden');
    expect(snow.children.length).toBeGreaterThan(5);
    cleanup();

    fetchMock.mockResolvedValue(jsonResponse(makeInitialize({ decoration: null })));
    renderHome();
    await screen.findByTestId('stat-users');
    expect(screen.queryByTestId('christmas-snow')).toBeNull();
  });
});
