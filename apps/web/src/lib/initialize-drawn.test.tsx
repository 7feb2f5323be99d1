import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markAdopting } from '../stores/adoption.ts';
import { jsonResponse, makeEvent, makeInitialize } from '../test/fixtures.ts';
import { initializeQueryKey, type StartData, useInitialize } from './initialize.ts';
import { leaveOutUnread, watchInitializeReads } from './initialize-drawn.ts';

const ad = {
  id: '00000000-0000-4000-8000-0000000000ad',
  image: '/uploads/ads/raki.webp',
  link: null,
  title: 'Ρακή',
  position: 'HOME',
} as unknown as StartData['ads'][number];
const whole = () =>
  makeInitialize({
    ads: [ad],
    glentia: [makeEvent()],
    artists: [{ id: '00000000-0000-4000-8000-00000000a001', name: 'Λύρα', image: null }],
  });

/** A page that shows the ads of the start data and nothing else of it. */
function AdsOnly() {
  const ads = useInitialize().data?.ads ?? [];
  return <p>{ads.map((item) => item.title).join(', ')}</p>;
}

/** A page that shows the home page's glentia. */
function HomeGlentia() {
  return <p>{useInitialize().data?.glentia.length}</p>;
}

function withClient(client: QueryClient, page: React.ReactNode) {
  return <QueryClientProvider client={client}>{page}</QueryClientProvider>;
}

describe('the start data a drawn page sends', () => {
  afterEach(() => {
    cleanup();
    markAdopting(false);
    vi.unstubAllGlobals();
  });

  it('holds the lists its drawing read, and the others empty and named', () => {
    const client = new QueryClient();
    const data = whole();
    client.setQueryData(initializeQueryKey, data);

    const reads = watchInitializeReads(client);
    expect(renderToString(withClient(client, <AdsOnly />))).toContain('Ρακή');
    const read = reads.done();
    // The cache holds its own answer again, not the watching stand-in.
    expect(client.getQueryData(initializeQueryKey)).toBe(data);

    const sent = leaveOutUnread(dehydrate(client), read).queries[0]!.state.data as StartData;
    expect(sent.ads).toEqual([ad]);
    expect(sent.statistics).toEqual(data.statistics);
    expect(sent.glentia).toEqual([]);
    expect(sent.artists).toEqual([]);
    expect([...sent.leftOut!].sort()).toEqual(['artists', 'glentia', 'locations', 'notifications']);
  });

  it('holds all of it for a drawing that went through the whole answer', () => {
    const client = new QueryClient();
    const data = whole();
    client.setQueryData(initializeQueryKey, data);
    const reads = watchInitializeReads(client);
    renderToString(withClient(client, <WholeAnswer />));
    const sent = leaveOutUnread(dehydrate(client), reads.done()).queries[0]!.state.data as StartData;
    expect(sent).toEqual(data);
  });

  it('holds all of it for a drawing that read every list', () => {
    const client = new QueryClient();
    const data = whole();
    client.setQueryData(initializeQueryKey, data);
    const reads = watchInitializeReads(client);
    renderToString(
      withClient(
        client,
        <>
          <AdsOnly />
          <HomeGlentia />
          <AllNames />
        </>,
      ),
    );
    const sent = leaveOutUnread(dehydrate(client), reads.done()).queries[0]!.state.data as StartData;
    expect(sent).toEqual(data);
  });

  it('is asked for whole by a screen that comes after the adoption, not by one the page was drawn with', async () => {
    const fetch = vi.fn(async () => jsonResponse(whole()));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const partial: StartData = { ...whole(), glentia: [], leftOut: ['glentia'] };
    client.setQueryData(initializeQueryKey, partial);

    markAdopting(true);
    const adopted = render(withClient(client, <AdsOnly />));
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    markAdopting(false);
    adopted.unmount();

    render(
      withClient(
        client,
        <>
          <HomeGlentia />
          <AllNames />
        </>,
      ),
    );
    await vi.waitFor(() =>
      expect(client.getQueryData<StartData>(initializeQueryKey)?.glentia).toHaveLength(1),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(client.getQueryData<StartData>(initializeQueryKey)?.leftOut).toBeUndefined();
  });
});

/** A part that copies the whole answer. */
function WholeAnswer() {
  const copy = { ...useInitialize().data };
  return <p>{Object.keys(copy).length}</p>;
}

/** A part that reads the names lists and the notifications. */
function AllNames() {
  const data = useInitialize().data;
  return (
    <p>{[...(data?.artists ?? []), ...(data?.locations ?? []), ...(data?.notifications ?? [])].length}</p>
  );
}
