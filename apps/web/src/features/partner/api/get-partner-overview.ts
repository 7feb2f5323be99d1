import type { TPartnerOverview } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/partner/overview`: the partner's venues, their upcoming events and numbers. */
export function getPartnerOverview(signal?: AbortSignal): Promise<TPartnerOverview> {
  return api.get<TPartnerOverview>('/api/partner/overview', signal ? { signal } : {});
}

export function partnerOverviewQueryOptions() {
  return queryOptions({
    queryKey: ['partner', 'overview'],
    queryFn: ({ signal }) => getPartnerOverview(signal),
  });
}

export function usePartnerOverview() {
  return useQuery(partnerOverviewQueryOptions());
}
