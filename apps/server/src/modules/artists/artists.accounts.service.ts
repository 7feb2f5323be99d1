/**
 * Artist accounts (issue 31): which accounts run which artist pages. Admins bind and let go on the
 * users screen; an approved claim binds the claimant. A page may have several accounts (a band's
 * members), an account several pages. Core's permissions decide what a bound artist may do.
 */
import { type Actor, type ArtistResource, mayRunArtistPages, type TArtistPageRef } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { requireAccess } from '../../lib/access.ts';
import { ConflictError, NotFoundError, notFound } from '../../lib/errors.ts';
import { findUserById } from '../users/users.service.ts';
import {
  findAccountsOfArtist,
  findArtistPagesOfUser,
  insertArtistAccount,
  moveArtistAccountRows,
  replaceArtistPagesOfUser,
} from './artists.accounts.repository.ts';
import { artistExists, findExistingArtistIds } from './artists.repository.ts';

const userNotFound = () =>
  new NotFoundError({ el: 'Ο χρήστης δεν βρέθηκε.', en: 'This user could not be found.' }, 'USER_NOT_FOUND');

/** An artist page as core's permissions need it (404 when there is no such artist). */
export async function artistPageResource(db: DbOrTx, artistId: string): Promise<ArtistResource> {
  if (!(await artistExists(db, artistId))) throw notFound.artist();
  return { type: 'artist', accountIds: await findAccountsOfArtist(db, artistId) };
}

/** The artist pages an account runs. */
export async function artistPagesOf(db: DbOrTx, userId: string): Promise<TArtistPageRef[]> {
  return findArtistPagesOfUser(db, userId);
}

/** `GET /api/admin/users/{id}/artists`. */
export async function listArtistPagesOfAccount(
  db: DbOrTx,
  actor: Actor,
  userId: string,
): Promise<TArtistPageRef[]> {
  requireAccess(actor, 'manage', 'users');
  if (!(await findUserById(db, userId))) throw userNotFound();
  return findArtistPagesOfUser(db, userId);
}

/** `PUT /api/admin/users/{id}/artists`: only an artist account may run artist pages. */
export async function setArtistPagesOfAccount(
  db: DbOrTx,
  actor: Actor,
  userId: string,
  artistIds: readonly string[],
): Promise<TArtistPageRef[]> {
  requireAccess(actor, 'manage', 'users');
  const user = await findUserById(db, userId);
  if (!user) throw userNotFound();
  const ids = [...new Set(artistIds)];
  if (ids.length > 0 && !mayRunArtistPages(user))
    throw new ConflictError(
      {
        el: 'Δώσε πρώτα στον χρήστη τον ρόλο του καλλιτέχνη.',
        en: 'Give this user the artist role first.',
      },
      'NOT_AN_ARTIST',
    );
  if ((await findExistingArtistIds(db, ids)).size !== ids.length) throw notFound.artist();
  await replaceArtistPagesOfUser(db, userId, ids);
  return findArtistPagesOfUser(db, userId);
}

/** An approved claim: the claimant runs the page (inside the claim's transaction). */
export async function bindArtistAccount(db: DbOrTx, userId: string, artistId: string): Promise<void> {
  await insertArtistAccount(db, userId, artistId);
}

/** A merge: the accounts of the gone page run the kept one (inside the merge's transaction). */
export async function moveArtistAccounts(db: DbOrTx, goneId: string, keptId: string): Promise<void> {
  await moveArtistAccountRows(db, goneId, keptId);
}
