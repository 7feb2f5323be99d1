import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeEvent } from '../../../test/fixtures.ts';
import { useEvent } from './get-event.ts';

function wrapperWith(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('one event', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an event never opened from the loaded list when the network is gone', async () => {
    const listed = makeEvent({ title: 'Γλέντι από τη λίστα' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['events', 'list', { from: '2026-07-01' }], [makeEvent(), listed]);
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);

    const { result } = renderHook(() => useEvent(listed.id), { wrapper: wrapperWith(client) });
    expect(result.current.data?.title).toBe('Γλέντι από τη λίστα');
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fetchMock).toHaveBeenCalled();
    // The page keeps the list's copy instead of having nothing to show (and bouncing home).
    expect(result.current.data?.title).toBe('Γλέντι από τη λίστα');
  });

  it('replaces the list’s copy with the full event when online', async () => {
    const listed = makeEvent({ title: 'Παλιός τίτλος' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['favorites'], [listed]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ ...listed, title: 'Νέος τίτλος' })),
    );
    const { result } = renderHook(() => useEvent(listed.id), { wrapper: wrapperWith(client) });
    await waitFor(() => expect(result.current.data?.title).toBe('Νέος τίτλος'));
  });

  it('has nothing to show for an event in no loaded list until it arrives', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const { result } = renderHook(() => useEvent(makeEvent().id), { wrapper: wrapperWith(client) });
    expect(result.current.data).toBeUndefined();
  });
});
