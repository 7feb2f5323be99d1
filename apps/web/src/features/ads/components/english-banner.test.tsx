import type { TAd } from '@glentia/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { createMemoryRouter, RouterProvider } from '../../../lib/router/index.ts';
import { TestIntersectionObserver } from '../../../test/intersection-observer.ts';
import { FooterAds } from './footer-ads.tsx';
import { TimelineAd } from './timeline-ad.tsx';

const ad = (overrides: Partial<TAd> = {}): TAd => ({
  id: '00000000-0000-4000-8000-00000000e001',
  type: 'IMAGE',
  weight: 1,
  imageUrl: '/uploads/ads/greek.webp',
  imageUrlEn: '/uploads/ads/english.webp',
  title: 'Χορηγός',
  subtitle: null,
  href: 'https://example.com/',
  ctaText: null,
  titleEn: 'Sponsor',
  subtitleEn: null,
  ctaTextEn: null,
  ...overrides,
});

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/glentia', element }], { initialEntries: ['/glentia'] });
  render(<RouterProvider router={router} />);
}

describe('an ad’s banner in the reader’s language', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('el');
  });

  it('shows the English banner in English and the Greek one in Greek', async () => {
    await i18n.changeLanguage('en');
    renderAt(<TimelineAd ads={[ad()]} />);
    expect(screen.getByRole('img', { name: 'Sponsor' }).getAttribute('src')).toBe(
      '/uploads/ads/english.webp',
    );
    cleanup();
    await i18n.changeLanguage('el');
    renderAt(<TimelineAd ads={[ad()]} />);
    expect(screen.getByRole('img', { name: 'Χορηγός' }).getAttribute('src')).toBe('/uploads/ads/greek.webp');
  });

  it('shows the Greek banner in English when the ad has no English one, and on the home page’s footer ads', async () => {
    await i18n.changeLanguage('en');
    renderAt(<TimelineAd ads={[ad({ imageUrlEn: null })]} />);
    expect(screen.getByRole('img', { name: 'Sponsor' }).getAttribute('src')).toBe('/uploads/ads/greek.webp');
    cleanup();
    renderAt(<FooterAds ads={[ad({ type: 'FOOTER' })]} />);
    expect(screen.getByRole('img', { name: 'Sponsor' }).getAttribute('src')).toBe(
      '/uploads/ads/english.webp',
    );
  });
});
