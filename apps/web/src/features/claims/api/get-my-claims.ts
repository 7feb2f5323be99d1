import { contract } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { selectIsLoggedIn, useSession } from '../../../stores/session.ts';
import { claimKeys } from './keys.ts';

/** `GET /api/me/claims`: the signed-in person's claims, newest first. */
export function myClaimsQueryOptions() {
  return queryOptions({
    queryKey: claimKeys.mine,
    queryFn: ({ signal }) => call(contract.claims.mine, {}, { signal }),
  });
}

/** The person's claims; nothing is asked for a visitor. */
export function useMyClaims() {
  const loggedIn = useSession(selectIsLoggedIn);
  return useQuery({ ...myClaimsQueryOptions(), enabled: loggedIn });
}
