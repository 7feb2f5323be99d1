import type { TEvent } from '@glentia/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultSession, useSession } from '../../../stores/session.ts';
import { jsonResponse, makeEvent, makeToken } from '../../../test/fixtures.ts';
import { InterestButton } from '../components/interest-button.tsx';
import { favoriteKeys } from './keys.ts';

/** A signed-in visitor's server: the favourites list and the toggle each answer when the test says. */
function fakeServer() {
  const pending: { list: Array<(events: TEvent[]) => void>; toggle: Array<(body: unknown) => void> } = {
    list: [],
    toggle: [],
  };
  const fetchMock = vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        if (init?.method === 'POST') pending.toggle.push((body) => resolve(jsonResponse(body)));
        else pending.list.push((events) => resolve(jsonResponse(events)));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { pending, fetchMock };
}

describe('the favourite toggle while the favourites are loading', () => {
  beforeEach(() => {
    useSession.setState(createDefaultSession());
    useSession.getState().setLanguage('el');
    useSession.getState().setTokens(makeToken(), 'refresh-token');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps the list loading through a first press and ends with the server’s list', async () => {
    const { pending } = fakeServer();
    const saved = makeEvent({ favorites: 2 });
    const event = makeEvent({ favorites: 3 });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <InterestButton event={event} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(pending.list).toHaveLength(1));

    const button = screen.getByTestId('interest-button');
    act(() => fireEvent.click(button));
    await waitFor(() => expect(pending.toggle).toHaveLength(1));
    await act(async () => pending.list[0]?.([saved]));
    await act(async () => pending.toggle[0]?.({ id: event.id, favorite: true, favorites: 4 }));
    // After the answer, the list is asked again so it is the server's own.
    await waitFor(() => expect(pending.list).toHaveLength(2));
    await act(async () => pending.list[1]?.([saved, { ...event, favorites: 4 }]));

    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(client.getQueryData<TEvent[]>(favoriteKeys.list)?.map((item) => item.id)).toEqual([
      saved.id,
      event.id,
    ]);
  });
});
