/** Admins choosing which venues a partner account runs (SPEC §6 partner page). */
import { mayRunVenues, type TPartnerVenueRef } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { ConflictError, NotFoundError, notFound } from '../../lib/errors.ts';
import { assignVenuesToPartner, countVenues, listVenuesOfPartner } from '../locations/locations.service.ts';
import { findUserById } from '../users/users.service.ts';

const findUserRoles = async (db: DbOrTx, userId: string) => (await findUserById(db, userId))?.roles ?? null;

const userNotFound = () =>
  new NotFoundError({ el: 'Ο χρήστης δεν βρέθηκε.', en: 'This user could not be found.' }, 'USER_NOT_FOUND');

/** `GET /api/admin/users/{id}/venues`: the venues this account runs. */
export async function listPartnerVenues(db: DbOrTx, userId: string): Promise<TPartnerVenueRef[]> {
  if (!(await findUserRoles(db, userId))) throw userNotFound();
  return listVenuesOfPartner(db, userId);
}

/** `PUT /api/admin/users/{id}/venues`: only a partner account may run venues. */
export async function setPartnerVenues(
  db: DbOrTx,
  userId: string,
  locationIds: readonly string[],
): Promise<TPartnerVenueRef[]> {
  const roles = await findUserRoles(db, userId);
  if (!roles) throw userNotFound();
  const ids = [...new Set(locationIds)];
  if (ids.length > 0 && !mayRunVenues({ roles }))
    throw new ConflictError(
      {
        el: 'Δώσε πρώτα στον χρήστη τον ρόλο του συνεργάτη.',
        en: 'Give this user the partner role first.',
      },
      'NOT_A_PARTNER',
    );
  if ((await countVenues(db, ids)) !== ids.length) throw notFound.location();
  await assignVenuesToPartner(db, userId, ids);
  return listVenuesOfPartner(db, userId);
}
