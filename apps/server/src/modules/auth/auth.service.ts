/**
 * Signing in by e-mail: register, confirm the address by an e-mailed link, log in, and reset a
 * forgotten password. Answers that could tell whether an address has an account are the same
 * either way, and so is the work behind them (a password is hashed, one mail job is queued), so
 * neither the answer nor its time tells; wrong credentials get one message whatever was wrong.
 */
import type { TLoginBody, TMailSent, TRegisterBody, TResetPasswordBody, TTokenPair } from '@glentia/core';
import type { RequestDevice } from '../../http/device.ts';
import { assertUncommonPassword } from '../../lib/common-passwords.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { BadRequestError, ConflictError, ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import type { Language } from '../../lib/language.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { PublicCache } from '../../lib/public-cache.ts';
import { changePublicData } from '../../lib/public-cache.ts';
import { hashToken } from '../../lib/random-token.ts';
import { assertSingleScript } from '../users/username-look-alikes.ts';
import {
  changeUser,
  createUser,
  findUserByEmail,
  findUserById,
  type UserRow,
  usernameTaken,
} from '../users/users.service.ts';
import { queueAccountMail } from './auth.mail-jobs.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { consumeEmailToken, findLiveSession, revokeUserSessions } from './sessions.repository.ts';
import { issueSession, type SessionDeps } from './sessions.service.ts';
import { moveVisitorDataToUser } from './visitor-data.ts';

export interface AuthDeps extends SessionDeps {
  mailer: Mailer;
  publicUrl: string;
  cache: PublicCache;
  throttle: LoginThrottle;
}

/** Where a request came from: its device (for moving visitor data), language (for e-mails) and address (login lock). */
export interface Origin {
  device: RequestDevice | null;
  language: Language;
  address: string;
  /** The session named by a genuine access token the request carries (not yet checked as live). */
  session: { userId: string; familyId: string } | null;
}

const SENT: TMailSent = { status: 'sent' };

export const usernameTakenError = () =>
  new ConflictError(
    { el: 'Αυτό το όνομα χρήστη χρησιμοποιείται ήδη.', en: 'This username is already taken.' },
    'USERNAME_TAKEN',
  );

const badCredentials = () =>
  new UnauthorizedError(
    { el: 'Λάθος e-mail ή κωδικός.', en: 'Wrong e-mail or password.' },
    'BAD_CREDENTIALS',
  );

const invalidLink = () =>
  new BadRequestError(
    {
      el: 'Ο σύνδεσμος δεν ισχύει πια. Ζήτησε νέο.',
      en: 'This link is no longer valid. Please ask for a new one.',
    },
    'LINK_INVALID',
  );

/** Checked against a made-up hash when there is no such account, so timing does not reveal it. */
let noAccountHash: Promise<string> | null = null;
const placeholderHash = () => (noAccountHash ??= hashPassword('glentia-no-account-placeholder'));

/** Everything that happens when someone has proven who they are: visitor data moves, a session starts. */
export async function completeLogin(
  deps: AuthDeps,
  user: UserRow,
  device: RequestDevice | null,
): Promise<TTokenPair> {
  if (device) {
    // Favourite and follower counts are public: they change only when something moved.
    await changePublicData(deps, (tx) => moveVisitorDataToUser(tx, device, user.id), {
      changed: (moved) => moved.favorites + moved.follows > 0,
    });
  }
  return issueSession(deps, user);
}

export async function register(deps: AuthDeps, body: TRegisterBody, origin: Origin): Promise<TMailSent> {
  // Checked first, so the answer is the same whether or not the address has an account.
  await assertUncommonPassword(body.password);
  // Hashed whether or not the address has an account, so the answer takes as long either way.
  const passwordHash = await hashPassword(body.password);
  const existing = await findUserByEmail(deps.db, body.email);
  const confirmed = !!existing?.emailVerifiedAt;
  // A taken username is refused either way too (only an unconfirmed sign-up may keep its own).
  if (await usernameTaken(deps.db, body.username, confirmed ? undefined : existing?.id))
    throw usernameTakenError();
  assertSingleScript(body.username);
  if (confirmed) {
    await queueAccountMail(deps.db, {
      kind: 'already-registered',
      email: body.email,
      language: origin.language,
    });
    return SENT;
  }
  let user: UserRow | null;
  try {
    // An unconfirmed earlier sign-up with this address is taken over: only the owner of the
    // mailbox can confirm it, so nobody can hold an address they do not own.
    user = existing
      ? await changeUser(deps.db, existing.id, { username: body.username, passwordHash })
      : await createUser(deps.db, {
          email: body.email,
          username: body.username,
          passwordHash,
          roles: ['user'],
        });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTakenError();
    throw error;
  }
  if (!user) throw usernameTakenError();
  await queueAccountMail(deps.db, { kind: 'verify-email', email: user.email, language: origin.language });
  return SENT;
}

export async function resendVerification(deps: AuthDeps, email: string, origin: Origin): Promise<TMailSent> {
  await queueAccountMail(deps.db, { kind: 'verify-email', email, language: origin.language });
  return SENT;
}

export async function verifyEmail(deps: AuthDeps, token: string, origin: Origin): Promise<TTokenPair> {
  const used = await consumeEmailToken(deps.db, 'verify-email', hashToken(token));
  const user = used && (await findUserById(deps.db, used.userId));
  if (!user) throw invalidLink();
  const verified = user.emailVerifiedAt
    ? user
    : await changeUser(deps.db, user.id, { emailVerifiedAt: new Date() });
  return completeLogin(deps, verified ?? user, origin.device);
}

/** Whether the request comes from a device that holds a live session of `user`: never locked out. */
async function holdsSessionOf(deps: AuthDeps, user: UserRow | null, origin: Origin): Promise<boolean> {
  if (!user || origin.session?.userId !== user.id) return false;
  return !!(await findLiveSession(deps.db, user.id, origin.session.familyId));
}

export async function login(deps: AuthDeps, body: TLoginBody, origin: Origin): Promise<TTokenPair> {
  const user = await findUserByEmail(deps.db, body.email);
  const trusted = await holdsSessionOf(deps, user, origin);
  if (!trusted) await deps.throttle.admit(body.email, origin.address);
  const matches = await verifyPassword(body.password, user?.passwordHash ?? (await placeholderHash()));
  if (!user?.passwordHash || !matches) {
    await deps.throttle.fail(body.email, origin.address);
    throw badCredentials();
  }
  // The device with a session passed the lock without clearing it: others may share its address.
  if (!trusted) await deps.throttle.succeed(body.email, origin.address);
  if (!user.emailVerifiedAt) {
    throw new ForbiddenError(
      {
        el: 'Επιβεβαίωσε πρώτα το e-mail σου με τον σύνδεσμο που σου στείλαμε.',
        en: 'Please confirm your e-mail first, with the link we sent you.',
      },
      'EMAIL_NOT_VERIFIED',
    );
  }
  return completeLogin(deps, user, origin.device);
}

export async function forgotPassword(deps: AuthDeps, email: string, origin: Origin): Promise<TMailSent> {
  await queueAccountMail(deps.db, { kind: 'reset-password', email, language: origin.language });
  return SENT;
}

export async function resetPassword(
  deps: AuthDeps,
  body: TResetPasswordBody,
  origin: Origin,
): Promise<TTokenPair> {
  const used = await consumeEmailToken(deps.db, 'reset-password', hashToken(body.token));
  const user = used && (await findUserById(deps.db, used.userId));
  if (!user) throw invalidLink();
  await assertUncommonPassword(body.password);
  const passwordHash = await hashPassword(body.password);
  // The link proves the mailbox is theirs, which also confirms the address.
  const updated = await changeUser(deps.db, user.id, {
    passwordHash,
    emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
  });
  await revokeUserSessions(deps.db, user.id);
  await deps.throttle.forgive(user.email);
  return completeLogin(deps, updated ?? user, origin.device);
}
