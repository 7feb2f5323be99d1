import { contract, type TAdminAd } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adKeys } from './keys.ts';

/** `GET /api/admin/ads`: every ad, retired and scheduled ones too, with its totals. */
export function getAdminAds(signal?: AbortSignal): Promise<TAdminAd[]> {
  return call(contract.adsAdmin.list, {}, { signal });
}

export function adminAdsQueryOptions() {
  return queryOptions({ queryKey: adKeys.admin, queryFn: ({ signal }) => getAdminAds(signal) });
}

export function useAdminAds() {
  return useQuery(adminAdsQueryOptions());
}
