/** The admin's user list and role changes (SPEC §2 /users). */
import {
  type Actor,
  normalizeRoles,
  type Role,
  type TAdminUser,
  type TAdminUserList,
  type TAdminUsersQuery,
} from '@glentia/core';
import type { Db } from '../../db/client.ts';
import { requireAccess } from '../../lib/access.ts';
import { ConflictError, NotFoundError, refusal } from '../../lib/errors.ts';
import { toAdminUser } from './users.presenter.ts';
import { findUserById, providersOf, searchUsers, updateUser } from './users.repository.ts';

/** An admin cannot take the admin role from themselves, so Glentia is never left without one by accident. */
const cannotDemoteSelf = refusal(ConflictError, 'CANNOT_DEMOTE_SELF', {
  el: 'Δεν μπορείς να αφαιρέσεις τον ρόλο διαχειριστή από τον εαυτό σου.',
  en: 'You cannot remove the admin role from yourself.',
});

export async function listUsers(db: Db, actor: Actor, query: TAdminUsersQuery): Promise<TAdminUserList> {
  requireAccess(actor, 'manage', 'users');
  const { rows, total } = await searchUsers(db, query);
  const providers = await providersOf(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toAdminUser(row, providers.get(row.id) ?? [])), total };
}

/** Replaces a user's roles; they apply to their next request (guards re-read roles from the database). */
export async function setUserRoles(
  db: Db,
  actor: Actor,
  userId: string,
  roles: readonly Role[],
): Promise<TAdminUser> {
  const wanted = normalizeRoles(roles);
  requireAccess(
    actor,
    'setRoles',
    { type: 'account', id: userId, roles: wanted },
    { ownAdminRole: cannotDemoteSelf },
  );
  if (!(await findUserById(db, userId))) {
    throw new NotFoundError(
      { el: 'Ο χρήστης δεν βρέθηκε.', en: 'This user could not be found.' },
      'USER_NOT_FOUND',
    );
  }
  const updated = await updateUser(db, userId, { roles: wanted });
  const providers = await providersOf(db, [userId]);
  return toAdminUser(updated!, providers.get(userId) ?? []);
}

// Other modules read these through this service, never through the repository (biome.json).
export {
  deleteUser,
  detachEventsOf,
  fillUsernameSkeletons,
  findIdentity,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  renameEventsUploader,
  type UserRow,
  updateUser,
  usernameTaken,
} from './users.repository.ts';
