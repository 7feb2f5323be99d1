import { contract, type TProfile, type TProfileBody } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { refreshSession } from '../../../lib/session-refresh.ts';
import { profileQueryKey } from './get-profile.ts';

/** `PUT /api/me/profile` (SPEC §7): username, first and last name. */
export function updateProfile(body: TProfileBody): Promise<TProfile> {
  return call(contract.me.updateProfile, { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The access token names the person: get one with the new username.
      await refreshSession();
    },
  });
}
