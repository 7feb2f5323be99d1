import { contract } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** `GET /api/admin/artist`: every artist with everything admins edit. */
export function adminArtistsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.artists,
    queryFn: ({ signal }) => call(contract.artistAdmin.list, {}, { signal }),
  });
}

export function useAdminArtists() {
  return useQuery(adminArtistsQueryOptions());
}
