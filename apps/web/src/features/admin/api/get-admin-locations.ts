import type { TAdminLocation } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const adminLocationsKey = ['admin', 'locations'] as const;

/** `GET /api/admin/location`: every venue with everything admins edit. */
export function adminLocationsQueryOptions() {
  return queryOptions({
    queryKey: adminLocationsKey,
    queryFn: ({ signal }) => api.get<TAdminLocation[]>('/api/admin/location', { signal }),
  });
}

export function useAdminLocations() {
  return useQuery(adminLocationsQueryOptions());
}
