/**
 * Sessions: a login issues an access token and a refresh token of a new family (the session); every
 * refresh uses up the presented token and issues the next one of the same family. A token presented
 * again within a few seconds of its rotation (two tabs refreshing at once) gets the same successor
 * back, as long as that successor has not been used itself; presented later, or after the session
 * moved on, it was copied — the whole session is revoked and both holders must log in again. Access tokens name their session (`sid`), and the auth
 * plugin checks on every request that it still works.
 */
import { randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_SECONDS,
  REFRESH_TOKEN_DAYS,
  refreshTokenVerdict,
  type TTokenPair,
} from '@glentia/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { hashToken, randomToken } from '../../lib/random-token.ts';
import { findUserById, type UserRow } from '../users/users.service.ts';
import type { AccessTokens } from './access-tokens.ts';
import {
  claimRefreshToken,
  deleteDeadRefreshTokens,
  deleteExpiredTokens,
  findRefreshToken,
  insertRefreshToken,
  lastUseInFamily,
  revokeFamily,
  revokeUserSessions,
} from './sessions.repository.ts';

export interface SessionDeps {
  db: Db;
  tokens: AccessTokens;
}

/** A session: its id (the refresh token family) and when the person last proved who they are. */
export interface SessionRef {
  familyId: string;
  authAt: Date;
}

const REFRESH_SECONDS = REFRESH_TOKEN_DAYS * 24 * 3600;

/** SPEC §8: a refresh answered 400 makes the app show "your session expired, log in again". */
export const sessionExpired = () =>
  new BadRequestError(
    {
      el: 'Η συνεδρία σου έληξε. Συνδέσου ξανά.',
      en: 'Your session has expired. Please log in again.',
    },
    'SESSION_EXPIRED',
  );

/** New tokens for `user`: a new session (just signed in), or the next link of an existing one. */
export async function issueSession(
  deps: SessionDeps,
  user: UserRow,
  session: SessionRef = { familyId: randomUUID(), authAt: new Date() },
  refreshToken: string = randomToken(),
): Promise<TTokenPair> {
  const tokenHash = hashToken(refreshToken);
  const stored = await insertRefreshToken(deps.db, {
    userId: user.id,
    familyId: session.familyId,
    tokenHash,
    expiresAt: new Date(Date.now() + REFRESH_SECONDS * 1000),
    authAt: session.authAt,
  });
  if (!stored && !(await isUnusedSuccessor(deps, tokenHash, session.familyId))) throw sessionExpired();
  const accessToken = await deps.tokens.sign(user, session.familyId);
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    refresh_expires_in: REFRESH_SECONDS,
  };
}

/** `POST /api/auth/refresh`: rotates a refresh token, or fails with 400. */
export async function rotateSession(
  deps: SessionDeps,
  refreshToken: string,
  onReuse: (familyId: string) => void = () => {},
): Promise<TTokenPair> {
  const tokenHash = hashToken(refreshToken);
  const successor = deps.tokens.successorOf(refreshToken);
  const now = new Date();
  let claimed = await claimRefreshToken(deps.db, tokenHash, now);
  if (!claimed) {
    const stored = await findRefreshToken(deps.db, tokenHash);
    if (!stored) throw sessionExpired();
    let verdict = refreshTokenVerdict(stored, now, await lastUseInFamily(deps.db, stored.familyId));
    // Another tab rotated this token a moment ago: it gets the same successor, but only while that
    // successor is the session's current token (not yet used itself, nor revoked).
    const current = await findRefreshToken(deps.db, hashToken(successor));
    if (verdict === 'grace' && current && (current.usedAt || current.revokedAt)) verdict = 'reused';
    if (verdict === 'reused') {
      await revokeFamily(deps.db, stored.familyId, now);
      onReuse(stored.familyId);
    }
    if (verdict !== 'grace') throw sessionExpired();
    claimed = stored;
  }
  const user = await findUserById(deps.db, claimed.userId);
  if (!user) throw sessionExpired();
  const session = { familyId: claimed.familyId, authAt: claimed.authAt };
  const pair = await issueSession(deps, user, session, successor);
  await deleteDeadRefreshTokens(deps.db, user.id, now);
  return pair;
}

/**
 * Whether the token stored as `tokenHash` is an unused, unrevoked token of `familyId`: the successor
 * a racing tab (or this one, a moment earlier) already stored, which is given out again.
 */
async function isUnusedSuccessor(deps: SessionDeps, tokenHash: string, familyId: string): Promise<boolean> {
  const row = await findRefreshToken(deps.db, tokenHash);
  return !!row && row.familyId === familyId && !row.usedAt && !row.revokedAt;
}

/** Logout: the session's refresh tokens, and with them its access tokens, stop working. */
export async function endSession(db: Db, familyId: string): Promise<void> {
  await revokeFamily(db, familyId);
}

/** Removes sign-in and e-mail tokens that expired before `before`. */
export async function removeExpiredTokens(db: DbOrTx, before: Date): Promise<number> {
  return deleteExpiredTokens(db, before);
}

/** Ends every session of a user (a changed or reset password), but `keepFamilyId`'s if given. */
export async function endUserSessions(db: DbOrTx, userId: string, keepFamilyId?: string): Promise<void> {
  await revokeUserSessions(db, userId, keepFamilyId);
}
