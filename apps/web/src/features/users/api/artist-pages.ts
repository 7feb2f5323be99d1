import { contract, type TArtistPageRef } from '@glentia/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

/** `GET /api/admin/users/{id}/artists`: the artist pages this account runs. */
export function getArtistPagesOf(userId: string, signal?: AbortSignal): Promise<TArtistPageRef[]> {
  return call(contract.artistAccounts.list, { params: { id: userId } }, { signal });
}

/** `PUT /api/admin/users/{id}/artists`: exactly these pages (others may run them too). */
export function setArtistPagesOf(userId: string, artistIds: string[]): Promise<TArtistPageRef[]> {
  return call(contract.artistAccounts.set, { params: { id: userId }, body: { artistIds } });
}

export function artistPagesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userKeys.artistPages(userId),
    queryFn: ({ signal }) => getArtistPagesOf(userId, signal),
  });
}

export function useArtistPagesOf(userId: string) {
  return useQuery(artistPagesQueryOptions(userId));
}

export function useSetArtistPagesOf(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (artistIds: string[]) => setArtistPagesOf(userId, artistIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.artistPages(userId) }),
  });
}
