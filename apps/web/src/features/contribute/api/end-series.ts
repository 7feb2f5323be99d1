import { contract, type TEndSeriesBody, type TSeries } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { invalidateContributions } from './invalidate-contributions.ts';

/** `POST /api/me/series/{id}/end`: no night after `lastDate` (default: none after today). */
export function endSeries(id: string, body: TEndSeriesBody = {}): Promise<TSeries> {
  return call(contract.series.end, { params: { id }, body });
}

export function useEndSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => endSeries(id),
    // Later nights are gone or canceled: every list and page may show them.
    onSuccess: () => invalidateContributions(queryClient),
  });
}
