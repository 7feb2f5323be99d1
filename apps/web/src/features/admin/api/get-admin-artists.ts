import type { TAdminArtist } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const adminArtistsKey = ['admin', 'artists'] as const;

/** `GET /api/admin/artist`: every artist with everything admins edit. */
export function adminArtistsQueryOptions() {
  return queryOptions({
    queryKey: adminArtistsKey,
    queryFn: ({ signal }) => api.get<TAdminArtist[]>('/api/admin/artist', { signal }),
  });
}

export function useAdminArtists() {
  return useQuery(adminArtistsQueryOptions());
}
