import { contract } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/**
 * `GET /api/admin/series/unpublished`: partners' series waiting for an admin, oldest first. Under
 * the review queue's key, so whatever refreshes the queue (and its badge) refreshes these too.
 */
export function unpublishedSeriesQueryOptions() {
  return queryOptions({
    queryKey: [...adminKeys.reviewQueue, 'series'] as const,
    queryFn: ({ signal }) => call(contract.series.listUnpublished, {}, { signal }),
  });
}

export function useUnpublishedSeries(enabled = true) {
  return useQuery({ ...unpublishedSeriesQueryOptions(), enabled });
}
