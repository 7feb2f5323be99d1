import { contract, type TEvent } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mayHaveOwnThings } from '../../../lib/account-paths.ts';
import { call } from '../../../lib/api-client.ts';
import { favoriteKeys } from './keys.ts';

/**
 * `GET /api/public/glentia/favorites`: your favourite events from today on (past ones are dropped),
 * the account's when signed in, otherwise this device's.
 */
export async function getFavorites(signal?: AbortSignal): Promise<TEvent[]> {
  if (!mayHaveOwnThings()) return [];
  return call(contract.favorites.list, {}, { signal });
}

export function favoritesQueryOptions() {
  return queryOptions({ queryKey: favoriteKeys.list, queryFn: ({ signal }) => getFavorites(signal) });
}

export function useFavorites() {
  return useQuery(favoritesQueryOptions());
}

/** Whether an event is among this device's favourites (false while they load). */
export function useIsFavorite(eventId: string): boolean {
  const { data } = useFavorites();
  return data?.some((event) => event.id === eventId) ?? false;
}
