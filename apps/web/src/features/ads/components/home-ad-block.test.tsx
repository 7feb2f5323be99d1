import type { TAd } from '@glentia/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { createMemoryRouter, RouterProvider } from '../../../lib/router/index.ts';
import { TestIntersectionObserver } from '../../../test/intersection-observer.ts';
import { HomeAdBlock } from './home-ad-block.tsx';

const ad = (n: number, overrides: Partial<TAd> = {}): TAd => ({
  id: `00000000-0000-4000-8000-00000000d00${n}`,
  type: 'IMAGE',
  weight: 1,
  imageUrl: `/uploads/ads/${n}.webp`,
  title: `Χορηγός ${n}`,
  subtitle: null,
  href: `https://example.com/${n}`,
  ctaText: 'Κλείσε τραπέζι',
  titleEn: null,
  subtitleEn: null,
  ctaTextEn: null,
  ...overrides,
});

function renderHome(ads: TAd[]) {
  const router = createMemoryRouter([{ path: '/', element: <HomeAdBlock ads={ads} /> }]);
  render(<RouterProvider router={router} />);
}

describe("the home page's advert block", () => {
  beforeEach(async () => {
    await i18n.changeLanguage('el');
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a single running IMAGE ad with its link and call to action', () => {
    renderHome([ad(1)]);
    const block = screen.getByRole('complementary', { name: 'Χορηγούμενα' });
    expect(block.querySelector('img')?.getAttribute('src')).toBe('/uploads/ads/1.webp');
    const link = screen.getByRole('link', { name: /Κλείσε τραπέζι/ });
    expect(link.getAttribute('href')).toBe('https://example.com/1');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it("speaks English with the sponsor's English texts, the Greek where none was given", async () => {
    await i18n.changeLanguage('en');
    renderHome([ad(1, { titleEn: 'Sponsor 1', ctaTextEn: 'Book a table' })]);
    expect(screen.getByRole('complementary', { name: 'Sponsored' })).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Sponsor 1');
    expect(screen.getByRole('link', { name: /Book a table/ })).toBeTruthy();
    cleanup();
    renderHome([ad(2, { titleEn: 'Sponsor 2' })]);
    expect(screen.getByRole('link', { name: /Κλείσε τραπέζι/ })).toBeTruthy();
  });

  it('picks among IMAGE ads by weight', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    renderHome([ad(1), ad(2, { weight: 3 })]);
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Χορηγός 2');
  });

  it('is absent with only FOOTER ads or IMAGE ads without a banner', () => {
    renderHome([ad(1, { type: 'FOOTER' }), ad(2, { imageUrl: null })]);
    expect(screen.queryByTestId('home-ad')).toBeNull();
  });
});
