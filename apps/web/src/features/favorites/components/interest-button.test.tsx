import { contract, pathOf, type TEvent } from '@glentia/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultSession, useSession } from '../../../stores/session.ts';
import { jsonResponse, makeEvent } from '../../../test/fixtures.ts';
import { favoriteKeys } from '../api/keys.ts';
import { FavoriteCounter } from './favorite-counter.tsx';
import { InterestButton } from './interest-button.tsx';

/** The event page's pair, reading the event from a cached answer as the real page does. */
function EventBlock({ id }: { id: string }) {
  const { data } = useQuery<TEvent>({
    queryKey: ['event', id],
    queryFn: () => Promise.reject(new Error('cached only')),
    enabled: false,
  });
  if (!data) return null;
  return (
    <>
      <FavoriteCounter event={data} />
      <InterestButton event={data} />
    </>
  );
}

function renderWith(event: TEvent, favorites: TEvent[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(['event', event.id], event);
  client.setQueryData(favoriteKeys.list, favorites);
  render(
    <QueryClientProvider client={client}>
      <EventBlock id={event.id} />
    </QueryClientProvider>,
  );
  return client;
}

describe('InterestButton and FavoriteCounter', () => {
  let resolveToggle: (value: Response) => void = () => {};
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        resolveToggle = resolve;
      }),
  );

  beforeEach(() => {
    useSession.setState(createDefaultSession());
    useSession.getState().setLanguage('el');
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it('shows the new state and count at once, before the server answers, then keeps the server’s count', async () => {
    const event = makeEvent({ favorites: 3 });
    const client = renderWith(event, []);
    const button = screen.getByTestId('interest-button');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('favorite-counter').textContent).not.toContain('+');

    act(() => fireEvent.click(button));
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('favorite-counter').getAttribute('data-count')).toBe('4');
    expect(screen.getByTestId('favorite-counter').textContent).toContain('+1');
    expect(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0])).toBe(
      pathOf(contract.favorites.toggle, { id: event.id }),
    );

    await act(async () => resolveToggle(jsonResponse({ id: event.id, favorite: true, favorites: 7 })));
    await waitFor(() => expect(screen.getByTestId('favorite-counter').getAttribute('data-count')).toBe('7'));
    expect(screen.getByTestId('favorite-counter').textContent).toContain('+4');
    expect(client.getQueryData<TEvent[]>(favoriteKeys.list)?.map((item) => item.id)).toEqual([event.id]);
  });

  it('goes back when the server refuses', async () => {
    const event = makeEvent({ favorites: 1 });
    renderWith(event, [event]);
    const button = screen.getByTestId('interest-button');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    act(() => fireEvent.click(button));
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByTestId('favorite-counter').getAttribute('data-count')).toBe('0');
    await act(async () =>
      resolveToggle(
        jsonResponse(
          { statusCode: 400, code: 'EVENT_PAST', message: 'no', messages: { el: 'όχι', en: 'no' } },
          400,
        ),
      ),
    );
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('favorite-counter').getAttribute('data-count')).toBe('1');
  });

  it('is disabled for past and unpublished events', () => {
    renderWith(makeEvent({ future: false }), []);
    expect((screen.getByTestId('interest-button') as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    renderWith(makeEvent({ published: false }), []);
    expect((screen.getByTestId('interest-button') as HTMLButtonElement).disabled).toBe(true);
  });
});
