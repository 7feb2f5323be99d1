import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeInitialize } from '../test/fixtures.ts';
import { initializeQueryKey, type StartData, useInitialize, useStartAds } from './initialize.ts';

const raki = (title = 'Ρακή') =>
  ({
    id: '00000000-0000-4000-8000-0000000000ad',
    image: '/uploads/ads/raki.webp',
    link: null,
    title,
    position: 'SEARCH',
  }) as unknown as StartData['ads'][number];

/** The start data as a drawn search page sends it: its ads, the home page's lists left out. */
const drawnPart = (): StartData => ({
  ...makeInitialize({ ads: [raki()] }),
  leftOut: ['glentia', 'artists', 'locations', 'notifications'],
});
/** The whole answer, asked for once the page is adopted: the same ads, in objects of their own. */
const whole = (adTitle = 'Ρακή') =>
  makeInitialize({ ads: [raki(adTitle)], glentia: [makeEvent()] }) as StartData;

/** Draws the ads with `read`, counting its drawings. */
function countingAds(read: () => StartData['ads']) {
  const drawn = { count: 0 };
  function Ads() {
    drawn.count += 1;
    return (
      <p data-testid="ads">
        {read()
          .map((ad) => ad.title)
          .join(', ')}
      </p>
    );
  }
  return { Ads, drawn };
}

function drawWith(client: QueryClient, Ads: () => React.ReactNode) {
  render(
    <QueryClientProvider client={client}>
      <Ads />
    </QueryClientProvider>,
  );
}

describe('useStartAds', () => {
  // The cache tells its readers of a change at once, not in a timer's turn after it.
  beforeAll(() => notifyManager.setScheduler((tell) => tell()));
  afterAll(() => notifyManager.setScheduler((tell) => setTimeout(tell, 0)));
  afterEach(cleanup);

  it('draws its screen again only when the ads change, not when the rest of the start data comes', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    client.setQueryData(initializeQueryKey, drawnPart());
    const { Ads, drawn } = countingAds(useStartAds);
    drawWith(client, Ads);
    expect(screen.getByTestId('ads').textContent).toBe('Ρακή');
    const before = drawn.count;

    await act(async () => client.setQueryData(initializeQueryKey, whole()));
    expect(drawn.count).toBe(before);

    await act(async () => client.setQueryData(initializeQueryKey, whole('Κρασί')));
    expect(drawn.count).toBe(before + 1);
    expect(screen.getByTestId('ads').textContent).toBe('Κρασί');
  });

  it('is needed: a screen reading the ads from the whole answer draws again when the rest comes', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    client.setQueryData(initializeQueryKey, drawnPart());
    const { Ads, drawn } = countingAds(() => useInitialize().data?.ads ?? []);
    drawWith(client, Ads);
    const before = drawn.count;

    await act(async () => client.setQueryData(initializeQueryKey, whole()));
    expect(drawn.count).toBeGreaterThan(before);
  });

  it('is an empty list while the start data is on its way', () => {
    const client = new QueryClient();
    client.setQueryDefaults(initializeQueryKey, { queryFn: () => new Promise<StartData>(() => {}) });
    const { Ads } = countingAds(useStartAds);
    drawWith(client, Ads);
    expect(screen.getByTestId('ads').textContent).toBe('');
  });
});
