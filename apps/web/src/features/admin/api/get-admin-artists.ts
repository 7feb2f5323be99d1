import { contract } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const adminArtistsKey = ['admin', 'artists'] as const;

/** `GET /api/admin/artist`: every artist with everything admins edit. */
export function adminArtistsQueryOptions() {
  return queryOptions({
    queryKey: adminArtistsKey,
    queryFn: ({ signal }) => call(contract.artistAdmin.list, {}, { signal }),
  });
}

export function useAdminArtists() {
  return useQuery(adminArtistsQueryOptions());
}
