import type { Role, TAdminUser } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

/** `PUT /api/admin/users/{id}/roles`: the user's complete role list (`user` is always kept). */
export function updateRoles(userId: string, roles: Role[]): Promise<TAdminUser> {
  return api.put<TAdminUser>(`/api/admin/users/${encodeURIComponent(userId)}/roles`, { roles });
}

export function useUpdateRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roles }: { userId: string; roles: Role[] }) => updateRoles(userId, roles),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
