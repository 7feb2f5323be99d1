import { contract, type Role, type TAdminUser } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

/** `PUT /api/admin/users/{id}/roles`: the user's complete role list (`user` is always kept). */
export function updateRoles(userId: string, roles: Role[]): Promise<TAdminUser> {
  return call(contract.users.setRoles, { params: { id: userId }, body: { roles } });
}

export function useUpdateRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roles }: { userId: string; roles: Role[] }) => updateRoles(userId, roles),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
