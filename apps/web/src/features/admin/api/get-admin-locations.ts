import { contract } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** `GET /api/admin/location`: every venue with everything admins edit. */
export function adminLocationsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.locations,
    queryFn: ({ signal }) => call(contract.locationAdmin.list, {}, { signal }),
  });
}

export function useAdminLocations() {
  return useQuery(adminLocationsQueryOptions());
}
