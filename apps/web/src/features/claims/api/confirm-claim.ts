import { contract, type TClaim } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { refreshSession } from '../../../lib/session-refresh.ts';
import { claimKeys } from './keys.ts';

/** `POST /api/me/claims/{id}/confirm {code}`: the code that went to the venue. */
export function confirmClaim({ id, code }: { id: string; code: string }): Promise<TClaim> {
  return call(contract.claims.confirm, { params: { id }, body: { code } });
}

/**
 * Confirms a claim. Right or wrong, the person's claims are asked again (too many wrong tries send
 * the claim to an admin); once approved, the session is refreshed so the new partner role shows.
 */
export function useConfirmClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmClaim,
    onSuccess: async (claim) => {
      if (claim.status === 'approved') await refreshSession();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimKeys.mine }),
  });
}
