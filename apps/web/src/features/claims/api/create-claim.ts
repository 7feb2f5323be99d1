import { contract, type TClaim, type TClaimBody } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { claimKeys } from './keys.ts';

/** What the person claims: a venue, or an artist page (every claim's `kind` in `ZClaim`). */
export type ClaimAsk = Omit<TClaimBody, 'kind'> & { kind: 'venue' | 'artist' };

/**
 * `POST /api/me/claims`: asks to run a venue or an artist page. The request body's `kind` admits
 * artists once the server takes artist claims; until then the server answers an artist claim with
 * a 400 whose message the dialog shows.
 */
export function createClaim(body: ClaimAsk): Promise<TClaim> {
  return call(contract.claims.create, { body: body as TClaimBody });
}

export function useCreateClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClaim,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimKeys.mine }),
  });
}
