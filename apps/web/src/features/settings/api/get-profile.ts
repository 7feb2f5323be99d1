import { contract, type TProfile } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** `GET /api/me/profile`: the logged-in person's e-mail, username and names. */
export function getProfile(signal?: AbortSignal): Promise<TProfile> {
  return call(contract.me.profile, {}, { signal });
}

export const profileQueryKey = ['me', 'profile'] as const;

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
