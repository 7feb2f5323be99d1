import type { TAd } from '@glentia/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { TestIntersectionObserver } from '../../../test/intersection-observer.ts';
import { TimelineAd, timelineAds } from './timeline-ad.tsx';

const ad = (n: number, overrides: Partial<TAd> = {}): TAd => ({
  id: `00000000-0000-4000-8000-00000000c00${n}`,
  type: 'IMAGE',
  weight: 1,
  imageUrl: `/uploads/ads/${n}.webp`,
  title: `Χορηγός ${n}`,
  subtitle: null,
  href: `https://example.com/${n}`,
  ctaText: null,
  ...overrides,
});

function renderAd(ads: TAd[]) {
  const router = createMemoryRouter([{ path: '/glentia', element: <TimelineAd ads={ads} /> }], {
    initialEntries: ['/glentia'],
  });
  render(<RouterProvider router={router} />);
}

describe('sponsored image in the timeline', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(async () => {
    await i18n.changeLanguage('el');
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    TestIntersectionObserver.instances = [];
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('uses only IMAGE ads that have an image', () => {
    expect(
      timelineAds([ad(1), ad(2, { type: 'FOOTER' }), ad(3, { imageUrl: null })]).map((a) => a.id),
    ).toEqual([ad(1).id]);
  });

  it('picks by weight', () => {
    // Weights 1 and 3: a draw of 0.3 of the total (4) lands in the second ad's share.
    vi.spyOn(Math, 'random').mockReturnValue(0.3);
    renderAd([ad(1), ad(2, { weight: 3 })]);
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Χορηγός 2');
  });

  it('records one VIEW when 80 % visible and a CLICK when opened in a new tab', async () => {
    renderAd([ad(1)]);
    const bodies = () =>
      fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse(String(init?.body ?? 'null'))]);
    await act(async () => TestIntersectionObserver.showAll(0.9));
    await act(async () => TestIntersectionObserver.showAll(1));
    expect(bodies()).toEqual([
      [`/api/public/ads/${ad(1).id}/event`, { actionType: 'VIEW', metadata: { path: '/glentia' } }],
    ]);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://example.com/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // The test browser must not really open the sponsor's site.
    link.addEventListener('click', (event) => event.preventDefault());
    await act(async () => {
      fireEvent.click(link);
    });
    expect(bodies()[1]).toEqual([
      `/api/public/ads/${ad(1).id}/event`,
      { actionType: 'CLICK', metadata: { path: '/glentia' } },
    ]);
  });

  it('shows nothing when no ad has weight', () => {
    renderAd([ad(1, { weight: 0 })]);
    expect(screen.queryByTestId('timeline-ad')).toBeNull();
  });
});
