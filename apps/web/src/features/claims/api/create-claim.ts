import { contract, type TClaim, type TClaimBody } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { claimKeys } from './keys.ts';

/** What the person claims: a venue, or an artist page. */
export type ClaimAsk = TClaimBody;

/** `POST /api/me/claims`: asks to run a venue (code or review) or an artist page (review). */
export function createClaim(body: ClaimAsk): Promise<TClaim> {
  return call(contract.claims.create, { body });
}

export function useCreateClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClaim,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimKeys.mine }),
  });
}
