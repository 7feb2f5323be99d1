import { contract, type TPartnerVenueRef } from '@glentia/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

/** `GET /api/admin/users/{id}/venues`: the venues this partner runs. */
export function getPartnerVenues(userId: string, signal?: AbortSignal): Promise<TPartnerVenueRef[]> {
  return call(contract.partnerVenues.list, { params: { id: userId } }, { signal });
}

/** `PUT /api/admin/users/{id}/venues`: exactly these venues (each taken from any other partner). */
export function setPartnerVenues(userId: string, locationIds: string[]): Promise<TPartnerVenueRef[]> {
  return call(contract.partnerVenues.set, { params: { id: userId }, body: { locationIds } });
}

export function partnerVenuesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userKeys.partnerVenues(userId),
    queryFn: ({ signal }) => getPartnerVenues(userId, signal),
  });
}

export function usePartnerVenues(userId: string) {
  return useQuery(partnerVenuesQueryOptions(userId));
}

export function useSetPartnerVenues(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locationIds: string[]) => setPartnerVenues(userId, locationIds),
    // A venue moved here leaves another partner's list too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
