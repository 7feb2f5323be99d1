/** The logged-in person's own account: profile, password, logout, deletion, finishing a social sign-up. */
import {
  ACCOUNT_REAUTH_SECONDS,
  DELETED_USER_MARKER,
  type TCompleteRegistrationBody,
  type TDeleteAccountBody,
  type TProfile,
  type TProfileBody,
  type TTokenPair,
  type TUpdatePasswordBody,
} from '@glentia/core';
import type { Db } from '../../db/client.ts';
import type { SignedInActor } from '../../http/auth.ts';
import type { RequestDevice } from '../../http/device.ts';
import { assertUncommonPassword } from '../../lib/common-passwords.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { BadRequestError, ConflictError, ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { PublicCache } from '../../lib/public-cache.ts';
import { changePublicData } from '../../lib/public-cache.ts';
import { usernameTakenError } from '../auth/auth.service.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { endSession, endUserSessions, issueSession, type SessionDeps } from '../auth/sessions.service.ts';
import { detachDeviceFromUser } from '../devices/devices.service.ts';
import { releaseEventsOfDeletedUser, renameUploaderOfEvents } from '../events/events.write.service.ts';
import { assertSingleScript } from '../users/username-look-alikes.ts';
import { changeUser, findUserById, removeUser, type UserRow, usernameTaken } from '../users/users.service.ts';
import { toProfile } from './me.presenter.ts';

async function loadUser(db: Db, caller: SignedInActor): Promise<UserRow> {
  const user = await findUserById(db, caller.id);
  if (!user) throw new UnauthorizedError();
  return user;
}

export async function getProfile(db: Db, caller: SignedInActor): Promise<TProfile> {
  return toProfile(await loadUser(db, caller));
}

/** Saves name changes; a new username also becomes the uploader name of the person's events. */
export async function updateProfile(
  db: Db,
  cache: PublicCache,
  caller: SignedInActor,
  body: TProfileBody,
  extra: { status?: 'active' } = {},
): Promise<UserRow> {
  if (await usernameTaken(db, body.username, caller.id)) throw usernameTakenError();
  assertSingleScript(body.username);
  try {
    // A new username is the uploader name public events show.
    const user = await changePublicData(
      { db, cache },
      async (tx) => {
        const updated = await changeUser(tx, caller.id, {
          username: body.username,
          ...(body.firstname !== undefined ? { firstName: body.firstname || null } : {}),
          ...(body.lastname !== undefined ? { lastName: body.lastname || null } : {}),
          ...extra,
        });
        if (updated && updated.username !== caller.username)
          await renameUploaderOfEvents(tx, caller.id, body.username);
        return updated;
      },
      { changed: (updated) => !!updated && updated.username !== caller.username },
    );
    if (!user) throw new UnauthorizedError();
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTakenError();
    throw error;
  }
}

/** `/register-social`: a pending account picks its username and becomes a user; new tokens carry the role. */
export async function completeRegistration(
  deps: SessionDeps & { cache: PublicCache },
  caller: SignedInActor,
  body: TCompleteRegistrationBody,
): Promise<TTokenPair> {
  const current = await loadUser(deps.db, caller);
  if (current.status !== 'pending') {
    throw new ConflictError(
      { el: 'Η εγγραφή σου έχει ήδη ολοκληρωθεί.', en: 'Your registration is already complete.' },
      'ALREADY_REGISTERED',
    );
  }
  const user = await updateProfile(deps.db, deps.cache, caller, body, { status: 'active' });
  return issueSession(deps, user, { familyId: caller.sessionId, authAt: caller.authAt });
}

/** 400, not 403: a wrong field value, and the app refreshes the session on any 401/403. */
const wrongPassword = () =>
  new BadRequestError(
    { el: 'Ο τρέχων κωδικός δεν είναι σωστός.', en: 'Your current password is not correct.' },
    'WRONG_PASSWORD',
  );

/** Where a password re-check comes from, for counting it with the login limits. */
export interface RecheckDeps {
  db: Db;
  throttle: LoginThrottle;
  /** The client address of the request. */
  address: string;
}

/**
 * Checks the current password of a signed-in person. Counted with the login limits, so a stolen
 * access token cannot be used to guess the password: past them the answer is 429.
 */
async function recheckPassword(deps: RecheckDeps, user: UserRow, password: string): Promise<void> {
  await deps.throttle.admit(user.email, deps.address);
  if (!(await verifyPassword(password, user.passwordHash))) {
    await deps.throttle.fail(user.email, deps.address);
    throw wrongPassword();
  }
  await deps.throttle.succeed(user.email, deps.address);
}

/**
 * A new password, given the current one; every other session of the account ends, this one stays.
 * An account that signs in only with Google or Apple has no current password: it sets one by the
 * e-mailed link of "forgot password", which proves the mailbox is theirs.
 */
export async function updatePassword(
  deps: RecheckDeps,
  caller: SignedInActor,
  body: TUpdatePasswordBody,
): Promise<void> {
  const { db } = deps;
  const current = await loadUser(db, caller);
  if (!current.passwordHash) {
    throw new BadRequestError(
      {
        el: 'Ο λογαριασμός σου δεν έχει ακόμη κωδικό. Ζήτησε σύνδεσμο με e-mail για να ορίσεις έναν.',
        en: 'Your account has no password yet. Ask for a link by e-mail to set one.',
      },
      'NO_PASSWORD',
    );
  }
  await recheckPassword(deps, current, body.currentPassword);
  await assertUncommonPassword(body.password);
  const passwordHash = await hashPassword(body.password);
  const user = await changeUser(db, caller.id, { passwordHash });
  if (!user) throw new UnauthorizedError();
  await endUserSessions(db, caller.id, caller.sessionId);
}

/**
 * Deleting needs proof that the owner is at the keyboard, not just someone holding a token: the
 * password; or, for an account without one, a Google/Apple sign-in within the last few minutes.
 */
async function confirmOwner(
  deps: RecheckDeps,
  caller: SignedInActor,
  body: TDeleteAccountBody | null | undefined,
): Promise<void> {
  const user = await loadUser(deps.db, caller);
  if (user.passwordHash) {
    if (!body?.password) {
      throw new BadRequestError(
        { el: 'Γράψε τον κωδικό σου για να συνεχίσεις.', en: 'Enter your password to continue.' },
        'PASSWORD_REQUIRED',
      );
    }
    await recheckPassword(deps, user, body.password);
    return;
  }
  if (Date.now() - caller.authAt.getTime() > ACCOUNT_REAUTH_SECONDS * 1000) {
    throw new ForbiddenError(
      {
        el: 'Για την ασφάλειά σου, συνδέσου ξανά με Google ή Apple και μετά διέγραψε τον λογαριασμό μέσα σε 5 λεπτά.',
        en: 'For your security, log in again with Google or Apple, then delete the account within 5 minutes.',
      },
      'REAUTH_REQUIRED',
    );
  }
}

export async function logout(db: Db, caller: SignedInActor, device: RequestDevice | null): Promise<void> {
  await endSession(db, caller.sessionId);
  if (device) await detachDeviceFromUser(db, device.id, caller.id);
}

/**
 * Removes the account and its personal data (profile, sign-in links, sessions, favourites, follows,
 * notifications, settings). Published events stay, owned by nobody, with `[deleted]` as uploader.
 */
export async function deleteAccount(
  deps: RecheckDeps & { cache: PublicCache },
  caller: SignedInActor,
  body: TDeleteAccountBody | null | undefined,
): Promise<void> {
  const { db, cache } = deps;
  await confirmOwner(deps, caller, body);
  await changePublicData({ db, cache }, async (tx) => {
    await releaseEventsOfDeletedUser(tx, caller.id, DELETED_USER_MARKER);
    await removeUser(tx, caller.id);
  });
}
