import { QueryClient, useIsRestoring, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endDrawing, startDrawing } from '../../lib/drawing.ts';
import { OfflineQueryProvider } from './offline-query-provider.tsx';

function Timeline({ load }: { load: () => Promise<string> }) {
  const restoring = useIsRestoring();
  const { data } = useQuery({ queryKey: ['public', 'timeline-test'], queryFn: load });
  return <p>{restoring ? 'restoring' : (data ?? 'asking')}</p>;
}

describe('the offline query provider', () => {
  afterEach(() => endDrawing());

  it('lets queries ask only once the copy kept on the device has been read', async () => {
    const load = vi.fn(async () => 'tonight');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    render(
      <OfflineQueryProvider client={client}>
        <Timeline load={load} />
      </OfflineQueryProvider>,
    );

    expect(screen.getByText('restoring')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    expect(await screen.findByText('tonight')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    client.clear();
  });

  it('ends the restore once a page the server drew is adopted, not while React adopts it', async () => {
    const load = vi.fn(async () => 'tonight');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The restore's last step marks what it restored as stale.
    const restored = vi.spyOn(client, 'invalidateQueries');
    startDrawing({ origin: 'https://glentia.gr', seed: 7 });
    render(
      <OfflineQueryProvider client={client}>
        <Timeline load={load} />
      </OfflineQueryProvider>,
    );
    // The copy on the device is read meanwhile; its end would change what React is adopting.
    await waitFor(() => expect(restored).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.getByText('restoring')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    act(() => endDrawing());
    expect(await screen.findByText('tonight')).toBeTruthy();
    client.clear();
  });
});
