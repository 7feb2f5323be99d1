import { addDays, summarizeEvents, type TEvent, todayInAthens } from '@glentia/core';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFilterStore } from '../../features/filters/stores/filter-store.ts';
import { i18n } from '../../lib/i18n.ts';
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts';
import { createDefaultSession, useSession } from '../../stores/session.ts';
import { makeEvent } from '../../test/fixtures.ts';
import { GlentiaRoute } from './glentia.tsx';

const athensTime = (at: number) =>
  new Intl.DateTimeFormat('el-GR', {
    timeZone: 'Europe/Athens',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

/** A timeline as the search page keeps it: its weekly windows of summaries. */
const timelineOf = (event: TEvent, from: string) => ({
  pages: [summarizeEvents([event], { total: 1, next: null })],
  pageParams: [from],
});

function renderSearch(client: QueryClient) {
  const router = createMemoryRouter([{ path: '/glentia', Component: GlentiaRoute }], {
    initialEntries: ['/glentia'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the search page with no signal', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(async () => {
    await i18n.changeLanguage('el');
    useFilterStore.getState().reset();
    useSession.setState(createDefaultSession());
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    onlineManager.setOnline(false);
  });
  afterEach(() => {
    cleanup();
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
  });

  it('shows the last timeline loaded, marked with when it was saved, when its filters have none', async () => {
    const today = todayInAthens();
    const event = makeEvent({ date: today });
    const savedAt = Date.now() - 1000;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Loaded for yesterday's dates: today's default filters have a key of their own.
    const from = addDays(today, -1);
    client.setQueryData(
      ['events', 'summary', 'timeline', { from, to: addDays(today, 60) }],
      timelineOf(event, from),
      {
        updatedAt: savedAt,
      },
    );
    renderSearch(client);

    expect(await screen.findByText('Βρέθηκε 1 γλέντι')).toBeTruthy();
    expect(document.querySelector(`a[href="/glentia/${event.id}"]`)).not.toBeNull();
    expect(screen.getByTestId('saved-at').textContent).toBe(`αποθηκεύτηκε στις ${athensTime(savedAt)}`);
    // Nothing was sent: the query waits for the connection.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the saved copy of its own filters with when it was saved', async () => {
    const today = todayInAthens();
    const event = makeEvent({ date: today });
    const savedAt = Date.now() - 1000;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderSearch(client);
    expect(screen.queryByTestId('saved-at')).toBeNull();
    const [key] = client
      .getQueryCache()
      .findAll({ queryKey: ['events', 'summary', 'timeline'] })
      .map((query) => query.queryKey);
    client.setQueryData(key!, timelineOf(event, today), { updatedAt: savedAt });
    expect(await screen.findByText('Βρέθηκε 1 γλέντι')).toBeTruthy();
    expect(screen.getByTestId('saved-at').textContent).toBe(`αποθηκεύτηκε στις ${athensTime(savedAt)}`);
  });
});
