import { knownRoles, type TAdminUser } from '@glentia/core';
import type { UserRow } from './users.repository.ts';

export function toAdminUser(user: UserRow, providers: string[]): TAdminUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstname: user.firstName,
    lastname: user.lastName,
    roles: knownRoles(user.roles),
    status: user.status === 'pending' ? 'pending' : 'active',
    emailVerified: !!user.emailVerifiedAt,
    providers,
    createdAt: user.createdAt.toISOString(),
  };
}
