/** The admin's user list and role changes (SPEC §2 /users). */
import {
  type Actor,
  normalizeRoles,
  type Role,
  type TAdminUser,
  type TAdminUserList,
  type TAdminUsersQuery,
} from '@glentia/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { requireAccess } from '../../lib/access.ts';
import { ConflictError, NotFoundError, refusal } from '../../lib/errors.ts';
import { toAdminUser } from './users.presenter.ts';
import * as usersRepository from './users.repository.ts';
import {
  countActiveUsers,
  findUserIdByUsername,
  type NewUser,
  providersOf,
  searchUsers,
  type UserRow,
} from './users.repository.ts';

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
  if (!(await usersRepository.findUserById(db, userId))) {
    throw new NotFoundError(
      { el: 'Ο χρήστης δεν βρέθηκε.', en: 'This user could not be found.' },
      'USER_NOT_FOUND',
    );
  }
  const updated = await usersRepository.updateUser(db, userId, { roles: wanted });
  const providers = await providersOf(db, [userId]);
  return toAdminUser(updated!, providers.get(userId) ?? []);
}

export type { UserRow } from './users.repository.ts';

/** The account with this id, or null. */
export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  return usersRepository.findUserById(db, id);
}

/** The account with this e-mail address (in any letter case), or null. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  return usersRepository.findUserByEmail(db, email);
}

/** Whether another account (not `exceptUserId`) has this username or one that looks the same. */
export async function usernameTaken(db: DbOrTx, username: string, exceptUserId?: string): Promise<boolean> {
  return usersRepository.usernameTaken(db, username, exceptUserId);
}

/** Opens an account (sign-up, social sign-in, the first admin). */
export async function createUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  return usersRepository.insertUser(db, values);
}

/** Changes an account's fields; the account after the change, or null when it is gone. */
export async function changeUser(
  db: DbOrTx,
  id: string,
  values: Parameters<typeof usersRepository.updateUser>[2],
): Promise<UserRow | null> {
  return usersRepository.updateUser(db, id, values);
}

/** Adds a role to an account (an approved claim), keeping its others. */
export async function grantRole(db: DbOrTx, id: string, role: Role): Promise<void> {
  const user = await usersRepository.findUserById(db, id);
  if (!user) return;
  await usersRepository.updateUser(db, id, { roles: normalizeRoles([...user.roles, role]) });
}

/** Deletes an account (its own request, after its events were released). */
export async function removeUser(db: DbOrTx, id: string): Promise<void> {
  await usersRepository.deleteUser(db, id);
}

/** The account a social sign-in (provider and subject) is linked to, if any. */
export async function findIdentity(db: DbOrTx, provider: string, subject: string) {
  return usersRepository.findIdentity(db, provider, subject);
}

/** Links a social sign-in to an account (kept when it is linked already). */
export async function linkIdentity(
  db: DbOrTx,
  values: { userId: string; provider: string; subject: string; email: string | null },
): Promise<void> {
  await usersRepository.insertIdentity(db, values);
}

/** Gives accounts made before look-alike checks their username skeleton (at start-up); how many. */
export async function fillUsernameSkeletons(db: DbOrTx): Promise<number> {
  return usersRepository.fillUsernameSkeletons(db);
}

/** How many people have an account in use (the home page's statistics). */
export async function countRegisteredUsers(db: DbOrTx): Promise<number> {
  return countActiveUsers(db);
}

/** The confirmed e-mail address of each of these accounts that has one (for mailing notifications). */
export async function verifiedEmailsOf(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  return usersRepository.findVerifiedEmails(db, ids);
}

/** The id of the account with this username, any case; null when none has it. */
export async function userIdByUsername(db: DbOrTx, username: string): Promise<string | null> {
  return findUserIdByUsername(db, username);
}
