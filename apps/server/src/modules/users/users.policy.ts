import type { UserActor } from '@glentia/core';
/** Who may change whose roles (SPEC §6: admins manage users). */
import { ROLES, type Role } from '@glentia/core';
import { ConflictError } from '../../lib/errors.ts';

/** Every account keeps the `user` role; roles are stored once each, in a fixed order. */
export function normalizeRoles(roles: readonly Role[]): Role[] {
  return ROLES.filter((role) => role === 'user' || roles.includes(role));
}

/** An admin cannot take the admin role from themselves, so Glentia is never left without one by accident. */
export function assertCanSetRoles(actor: UserActor, targetId: string, roles: readonly Role[]): void {
  if (actor.id === targetId && !roles.includes('admin')) {
    throw new ConflictError(
      {
        el: 'Δεν μπορείς να αφαιρέσεις τον ρόλο διαχειριστή από τον εαυτό σου.',
        en: 'You cannot remove the admin role from yourself.',
      },
      'CANNOT_DEMOTE_SELF',
    );
  }
}
