import { contract } from '@glentia/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { catalogueKeys } from '../../venues/api/keys.ts';

/**
 * The pages an admin may give an account whose names match what was typed, best first
 * (`GET /api/public/locations?q=` for a partner's venues, `GET /api/public/artists?q=` for an
 * artist account's pages). Asked only once something is typed; the last matches stay shown while
 * the next are asked.
 */
function useChoices(kind: 'location' | 'artist', q: string, limit: number) {
  const route = kind === 'location' ? contract.locations.list : contract.artists.list;
  return useQuery({
    queryKey: catalogueKeys.named(kind, q, limit),
    queryFn: ({ signal }) => call(route, { query: { q, limit } }, { signal }),
    staleTime: 5 * 60_000,
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

export const useVenueChoices = (q: string, limit: number) => useChoices('location', q, limit);
export const useArtistChoices = (q: string, limit: number) => useChoices('artist', q, limit);
