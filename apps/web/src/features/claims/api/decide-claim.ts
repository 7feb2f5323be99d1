import { contract, type TAdminClaim } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { claimKeys } from './keys.ts';

export interface ClaimDecision {
  id: string;
  approve: boolean;
  reason?: string;
}

/** `POST /api/admin/claims/{id}/decide`: approve, or refuse with a reason the person reads. */
export function decideClaim({ id, approve, reason }: ClaimDecision): Promise<TAdminClaim> {
  return call(contract.claims.decide, {
    params: { id },
    body: reason === undefined ? { approve } : { approve, reason },
  });
}

export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideClaim,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimKeys.queue }),
  });
}
