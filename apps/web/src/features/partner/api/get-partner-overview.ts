import { contract, type TPartnerOverview } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { partnerKeys } from './keys.ts';

/** `GET /api/partner/overview`: the partner's venues, their upcoming events and numbers. */
export function getPartnerOverview(signal?: AbortSignal): Promise<TPartnerOverview> {
  return call(contract.partner.overview, {}, { signal });
}

export function partnerOverviewQueryOptions() {
  return queryOptions({
    queryKey: partnerKeys.overview,
    queryFn: ({ signal }) => getPartnerOverview(signal),
  });
}

export function usePartnerOverview() {
  return useQuery(partnerOverviewQueryOptions());
}
