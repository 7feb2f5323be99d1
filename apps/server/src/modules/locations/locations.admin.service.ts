/**
 * Admins curating venues (SPEC §6, §7): create (from a place search or by name), edit every field,
 * the address and rating shown with the map, and the profile picture.
 */
import {
  type Actor,
  countyFromPostalCode,
  type TAdminLocation,
  type TCreateLocationBody,
  type TLocationMetaBody,
  type ZUpdateLocationBody,
} from '@glentia/core';
import type { z } from 'zod';
import { storedInstagramProfile } from '../../db/instagram-profile.ts';
import { requireAccess } from '../../lib/access.ts';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { changePublicData } from '../../lib/public-cache.ts';
import { imageErrors } from '../uploads/image-errors.ts';
import { deleteStoredImages, storeProfileImage } from '../uploads/images.ts';
import type { UploadedFile } from '../uploads/multipart.ts';
import { insertLocation, updateLocationById, updateLocationMeta } from './locations.admin.repository.ts';
import { getAdminVenue, listAdminVenues } from './locations.service.ts';

type Ctx = Pick<AppContext, 'db' | 'cache' | 'config' | 'images'>;

export async function listAdminLocations(ctx: Ctx, actor: Actor): Promise<TAdminLocation[]> {
  requireAccess(actor, 'curate', 'venues');
  return listAdminVenues(ctx.db);
}

/** `POST /api/admin/location`: the county comes from the postal code when not given. */
export async function createLocation(
  ctx: Ctx,
  actor: Actor,
  body: TCreateLocationBody,
): Promise<TAdminLocation> {
  requireAccess(actor, 'curate', 'venues');
  const id = await changePublicData(ctx, (tx) =>
    insertLocation(tx, {
      name: body.name,
      lat: body.lat ?? null,
      lng: body.lng ?? null,
      postalCode: body.postalCode ?? null,
      county: body.county ?? countyFromPostalCode(body.postalCode),
    }),
  );
  return getAdminVenue(ctx.db, id);
}

/** `PUT /api/admin/location`: every editable field at once (an absent e-mail is kept). */
export async function updateLocation(
  ctx: Ctx,
  actor: Actor,
  body: z.output<typeof ZUpdateLocationBody>,
): Promise<TAdminLocation> {
  requireAccess(actor, 'curate', 'venues');
  const updated = await changePublicData(ctx, (tx) =>
    updateLocationById(tx, body.id, {
      name: body.name,
      county: body.county ?? countyFromPostalCode(body.postalCode),
      postalCode: body.postalCode,
      phone: body.phone,
      website: body.website,
      lat: body.lat,
      lng: body.lng,
      gender: body.gender,
      email: body.email,
      igProfile: storedInstagramProfile(body.igProfile),
    }),
  );
  if (!updated) throw notFound.location();
  return getAdminVenue(ctx.db, body.id);
}

/** `PUT /api/admin/location/{id}/meta`: formatted address and rating. */
export async function setLocationMeta(
  ctx: Ctx,
  actor: Actor,
  id: string,
  meta: TLocationMetaBody,
): Promise<TAdminLocation> {
  requireAccess(actor, 'curate', 'venues');
  if (!(await changePublicData(ctx, (tx) => updateLocationMeta(tx, id, meta)))) throw notFound.location();
  return getAdminVenue(ctx.db, id);
}

/** `POST /api/admin/location/{id}/image`: a new profile picture (a 512 px square). */
export async function setLocationImage(
  ctx: Ctx,
  actor: Actor,
  id: string,
  file: UploadedFile | null,
): Promise<TAdminLocation> {
  requireAccess(actor, 'curate', 'venues');
  if (!file || file.data.length === 0) throw imageErrors.missingPicture();
  const before = await getAdminVenue(ctx.db, id);
  const store = ctx.images;
  const image = await storeProfileImage(file.data, { store, folder: 'locations' });
  const updated = await changePublicData(ctx, (tx) => updateLocationById(tx, id, { image }));
  if (!updated) {
    await deleteStoredImages(store, [image]);
    throw notFound.location();
  }
  await deleteStoredImages(store, [before.image]);
  return getAdminVenue(ctx.db, id);
}
