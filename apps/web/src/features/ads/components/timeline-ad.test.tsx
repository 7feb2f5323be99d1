import { contract, pathOf, type TAd } from '@glentia/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NECESSARY_ONLY, setConsent } from '../../../lib/consent-state.ts';
import { i18n } from '../../../lib/i18n.ts';
import { createMemoryRouter, RouterProvider } from '../../../lib/router/index.ts';
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
  titleEn: null,
  subtitleEn: null,
  ctaTextEn: null,
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
    setConsent(NECESSARY_ONLY);
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

  const sent = () =>
    fetchMock.mock.calls.map(([url, init]) => ({
      url,
      body: JSON.parse(String(init?.body ?? 'null')),
      deviceId: new Headers(init?.headers).get('x-device-id'),
    }));

  async function seeThenOpen() {
    await act(async () => TestIntersectionObserver.showAll(0.9));
    await act(async () => TestIntersectionObserver.showAll(1));
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://example.com/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // The test browser must not really open the sponsor's site.
    link.addEventListener('click', (event) => event.preventDefault());
    await act(async () => {
      fireEvent.click(link);
    });
  }

  it('without consent to ads, counts one VIEW at 80 % and a CLICK anonymously, with no device id', async () => {
    renderAd([ad(1)]);
    await seeThenOpen();
    expect(sent()).toEqual([
      {
        url: pathOf(contract.anonymousCounts.adEvent, { id: ad(1).id }),
        body: { actionType: 'VIEW', metadata: { path: '/glentia' } },
        deviceId: null,
      },
      {
        url: pathOf(contract.anonymousCounts.adEvent, { id: ad(1).id }),
        body: { actionType: 'CLICK', metadata: { path: '/glentia' } },
        deviceId: null,
      },
    ]);
  });

  it('with consent to ads (given after the page opened), records the VIEW and CLICK with the device', async () => {
    renderAd([ad(1)]);
    setConsent({ analytics: false, ads: true });
    await seeThenOpen();
    const deviceId = localStorage.getItem('glentia.deviceId');
    expect(deviceId).toBeTruthy();
    expect(sent()).toEqual([
      {
        url: pathOf(contract.ads.recordEvent, { id: ad(1).id }),
        body: { actionType: 'VIEW', metadata: { path: '/glentia' } },
        deviceId,
      },
      {
        url: pathOf(contract.ads.recordEvent, { id: ad(1).id }),
        body: { actionType: 'CLICK', metadata: { path: '/glentia' } },
        deviceId,
      },
    ]);
  });

  it('shows nothing when no ad has weight', () => {
    renderAd([ad(1, { weight: 0 })]);
    expect(screen.queryByTestId('timeline-ad')).toBeNull();
  });
});
