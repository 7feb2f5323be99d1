/** The logged-in person's own account: profile, password, logout, deletion, finishing a social sign-up. */
import {
  DELETED_USER_MARKER,
  type TCompleteRegistrationBody,
  type TProfile,
  type TProfileBody,
  type TTokenPair,
} from '@glentia/core';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { ConflictError, UnauthorizedError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import type { PublicCache } from '../../lib/public-cache.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { RequestDevice } from '../../plugins/device.ts';
import { usernameTakenError } from '../auth/auth.service.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import { endSession, issueSession, type SessionDeps } from '../auth/sessions.service.ts';
import { detachDevice } from '../auth/visitor-data.repository.ts';
import {
  deleteUser,
  detachEventsOf,
  findUserById,
  renameEventsUploader,
  type UserRow,
  updateUser,
  usernameTaken,
} from '../users/users.repository.ts';
import { toProfile } from './me.presenter.ts';

async function loadUser(db: Db, caller: Caller): Promise<UserRow> {
  const user = await findUserById(db, caller.id);
  if (!user) throw new UnauthorizedError();
  return user;
}

export async function getProfile(db: Db, caller: Caller): Promise<TProfile> {
  return toProfile(await loadUser(db, caller));
}

/** Saves name changes; a new username also becomes the uploader name of the person's events. */
export async function updateProfile(
  db: Db,
  cache: PublicCache,
  caller: Caller,
  body: TProfileBody,
  extra: { status?: 'active' } = {},
): Promise<UserRow> {
  if (await usernameTaken(db, body.username, caller.id)) throw usernameTakenError();
  try {
    const user = await db.transaction(async (tx) => {
      const updated = await updateUser(tx, caller.id, {
        username: body.username,
        ...(body.firstname !== undefined ? { firstName: body.firstname || null } : {}),
        ...(body.lastname !== undefined ? { lastName: body.lastname || null } : {}),
        ...extra,
      });
      if (updated && updated.username !== caller.username)
        await renameEventsUploader(tx, caller.id, body.username);
      return updated;
    });
    if (!user) throw new UnauthorizedError();
    if (user.username !== caller.username) await cache.invalidate();
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTakenError();
    throw error;
  }
}

/** `/register-social`: a pending account picks its username and becomes a user; new tokens carry the role. */
export async function completeRegistration(
  deps: SessionDeps & { cache: PublicCache },
  caller: Caller,
  body: TCompleteRegistrationBody,
): Promise<TTokenPair> {
  const current = await loadUser(deps.db, caller);
  if (current.status !== 'pending') {
    throw new ConflictError(
      { el: 'Η εγγραφή σας έχει ήδη ολοκληρωθεί.', en: 'Your registration is already complete.' },
      'ALREADY_REGISTERED',
    );
  }
  const user = await updateProfile(deps.db, deps.cache, caller, body, { status: 'active' });
  return issueSession(deps, user, caller.sessionId);
}

/** A new password; every other session of the account ends, this one stays. */
export async function updatePassword(db: Db, caller: Caller, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const user = await updateUser(db, caller.id, { passwordHash });
  if (!user) throw new UnauthorizedError();
  await revokeUserSessions(db, caller.id, caller.sessionId);
}

export async function logout(db: Db, caller: Caller, device: RequestDevice | null): Promise<void> {
  await endSession(db, caller.sessionId);
  if (device) await detachDevice(db, device.id, caller.id);
}

/**
 * Removes the account and its personal data (profile, sign-in links, sessions, favourites, follows,
 * notifications, settings). Published events stay, owned by nobody, with `[deleted]` as uploader.
 */
export async function deleteAccount(db: Db, cache: PublicCache, caller: Caller): Promise<void> {
  await db.transaction(async (tx) => {
    await detachEventsOf(tx, caller.id, DELETED_USER_MARKER);
    await deleteUser(tx, caller.id);
  });
  await cache.invalidate();
}
