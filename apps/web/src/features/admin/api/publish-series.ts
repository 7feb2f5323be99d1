import { contract, type TSeries } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { invalidateModerated } from './invalidate-moderated.ts';

/** `POST /api/admin/series/{id}/publish`: its nights are created and public. */
export function publishSeries(id: string): Promise<TSeries> {
  return call(contract.series.publish, { params: { id } });
}

/** Publishing changes the review queue and every public list: they are fetched again. */
export function usePublishSeries() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishSeries, onSuccess: () => invalidateModerated(queryClient) });
}
