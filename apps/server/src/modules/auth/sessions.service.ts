/**
 * Sessions: a login issues an access token and a refresh token of a new family; every refresh uses
 * up the presented token and issues the next one of the same family. A token presented a second
 * time was copied — the whole family is revoked and both holders must log in again.
 */
import { randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_SECONDS,
  REFRESH_TOKEN_DAYS,
  refreshTokenVerdict,
  type TTokenPair,
} from '@glentia/core';
import type { Db } from '../../db/client.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { hashToken, randomToken } from '../../lib/random-token.ts';
import { findUserById, type UserRow } from '../users/users.repository.ts';
import type { AccessTokens } from './access-tokens.ts';
import {
  claimRefreshToken,
  deleteDeadRefreshTokens,
  findRefreshToken,
  insertRefreshToken,
  revokeFamily,
} from './sessions.repository.ts';

export interface SessionDeps {
  db: Db;
  tokens: AccessTokens;
}

const REFRESH_SECONDS = REFRESH_TOKEN_DAYS * 24 * 3600;

/** SPEC §8: a refresh answered 400 makes the app show "your session expired, log in again". */
export const sessionExpired = () =>
  new BadRequestError(
    {
      el: 'Η συνεδρία σας έληξε. Συνδεθείτε ξανά.',
      en: 'Your session has expired. Please log in again.',
    },
    'SESSION_EXPIRED',
  );

/** New tokens for `user`: a new session, or the next link of `familyId` when rotating. */
export async function issueSession(
  deps: SessionDeps,
  user: UserRow,
  familyId: string = randomUUID(),
): Promise<TTokenPair> {
  const refreshToken = randomToken();
  await insertRefreshToken(deps.db, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_SECONDS * 1000),
  });
  const accessToken = await deps.tokens.sign(user, familyId);
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
  const now = new Date();
  const claimed = await claimRefreshToken(deps.db, tokenHash, now);
  if (!claimed) {
    const stored = await findRefreshToken(deps.db, tokenHash);
    if (stored && refreshTokenVerdict(stored, now) === 'reused') {
      await revokeFamily(deps.db, stored.familyId, now);
      onReuse(stored.familyId);
    }
    throw sessionExpired();
  }
  const user = await findUserById(deps.db, claimed.userId);
  if (!user) throw sessionExpired();
  const pair = await issueSession(deps, user, claimed.familyId);
  await deleteDeadRefreshTokens(deps.db, user.id, now);
  return pair;
}

/** Logout: the session's refresh tokens stop working. */
export async function endSession(db: Db, familyId: string): Promise<void> {
  await revokeFamily(db, familyId);
}
