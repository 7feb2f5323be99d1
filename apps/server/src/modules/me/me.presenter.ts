import type { TProfile } from '@glentia/core';
import type { UserRow } from '../users/users.service.ts';

/** SPEC §3 Profile: what the person may see and change of their own account. */
export function toProfile(user: UserRow): TProfile {
  return {
    email: user.email,
    username: user.username,
    firstname: user.firstName,
    lastname: user.lastName,
    hasPassword: user.passwordHash !== null,
  };
}
