/** The admin's user list and role changes (SPEC §2 /users). */
import type { Role, TAdminUser, TAdminUserList, TAdminUsersQuery, UserActor } from '@glentia/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { assertCanSetRoles, normalizeRoles } from './users.policy.ts';
import { toAdminUser } from './users.presenter.ts';
import { countActiveUsers, findUserById, providersOf, searchUsers, updateUser } from './users.repository.ts';

export async function listUsers(db: Db, query: TAdminUsersQuery): Promise<TAdminUserList> {
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
  actor: UserActor,
  userId: string,
  roles: readonly Role[],
): Promise<TAdminUser> {
  const wanted = normalizeRoles(roles);
  assertCanSetRoles(actor, userId, wanted);
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
  fillUsernameSkeletons,
  findIdentity,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  type UserRow,
  updateUser,
  usernameTaken,
} from './users.repository.ts';

/** How many people have an account in use (the home page's statistics). */
export async function countRegisteredUsers(db: DbOrTx): Promise<number> {
  return countActiveUsers(db);
}
