import { contract } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const adminLocationsKey = ['admin', 'locations'] as const;

/** `GET /api/admin/location`: every venue with everything admins edit. */
export function adminLocationsQueryOptions() {
  return queryOptions({
    queryKey: adminLocationsKey,
    queryFn: ({ signal }) => call(contract.locationAdmin.list, {}, { signal }),
  });
}

export function useAdminLocations() {
  return useQuery(adminLocationsQueryOptions());
}
