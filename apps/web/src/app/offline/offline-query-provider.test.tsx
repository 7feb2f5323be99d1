import { QueryClient, useIsRestoring, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OfflineQueryProvider } from './offline-query-provider.tsx';

function Timeline({ load }: { load: () => Promise<string> }) {
  const restoring = useIsRestoring();
  const { data } = useQuery({ queryKey: ['public', 'timeline-test'], queryFn: load });
  return <p>{restoring ? 'restoring' : (data ?? 'asking')}</p>;
}

describe('the offline query provider', () => {
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
});
