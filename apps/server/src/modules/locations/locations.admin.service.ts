/**
 * Admins curating venues (SPEC §6, §7): create (from a place search or by name), edit every field,
 * the address and rating shown with the map, and the profile picture.
 */
import {
  countyFromPostalCode,
  type TAdminLocation,
  type TCreateLocationBody,
  type TLocationMetaBody,
  type ZUpdateLocationBody,
} from '@glentia/core';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { requireAdmin, type SubmissionCaller } from '../events/events.policy.ts';
import { imageErrors } from '../uploads/image-errors.ts';
import { deleteStoredImages, storeProfileImage } from '../uploads/images.ts';
import type { UploadedFile } from '../uploads/multipart.ts';
import { insertLocation, updateLocationById, updateLocationMeta } from './locations.admin.repository.ts';
import { getLocation, listLocations } from './locations.service.ts';

type Ctx = Pick<AppContext, 'db' | 'cache' | 'config' | 'images'>;

export async function listAdminLocations(
  ctx: Ctx,
  caller: SubmissionCaller | null,
): Promise<TAdminLocation[]> {
  requireAdmin(caller);
  return listLocations(ctx.db);
}

/** `POST /api/admin/location`: the county comes from the postal code when not given. */
export async function createLocation(
  ctx: Ctx,
  caller: SubmissionCaller | null,
  body: TCreateLocationBody,
): Promise<TAdminLocation> {
  requireAdmin(caller);
  const id = await insertLocation(ctx.db, {
    name: body.name,
    lat: body.lat ?? null,
    lng: body.lng ?? null,
    postalCode: body.postalCode ?? null,
    county: body.county ?? countyFromPostalCode(body.postalCode),
  });
  await ctx.cache.invalidate();
  return getLocation(ctx.db, id);
}

/** `PUT /api/admin/location`: every editable field at once. */
export async function updateLocation(
  ctx: Ctx,
  caller: SubmissionCaller | null,
  body: z.output<typeof ZUpdateLocationBody>,
): Promise<TAdminLocation> {
  requireAdmin(caller);
  const updated = await updateLocationById(ctx.db, body.id, {
    name: body.name,
    county: body.county ?? countyFromPostalCode(body.postalCode),
    postalCode: body.postalCode,
    phone: body.phone,
    website: body.website,
    lat: body.lat,
    lng: body.lng,
    gender: body.gender,
    igProfile: body.igProfile
      ? {
          username: body.igProfile.username,
          website: body.igProfile.website ?? null,
          biography: body.igProfile.biography ?? null,
          profilePicture: body.igProfile.profilePicture ?? null,
        }
      : null,
  });
  if (!updated) throw notFound.location();
  await ctx.cache.invalidate();
  return getLocation(ctx.db, body.id);
}

/** `PUT /api/admin/location/{id}/meta`: formatted address and rating. */
export async function setLocationMeta(
  ctx: Ctx,
  caller: SubmissionCaller | null,
  id: string,
  meta: TLocationMetaBody,
): Promise<TAdminLocation> {
  requireAdmin(caller);
  if (!(await updateLocationMeta(ctx.db, id, meta))) throw notFound.location();
  await ctx.cache.invalidate();
  return getLocation(ctx.db, id);
}

/** `POST /api/admin/location/{id}/image`: a new profile picture (a 512 px square). */
export async function setLocationImage(
  ctx: Ctx,
  caller: SubmissionCaller | null,
  id: string,
  file: UploadedFile | null,
): Promise<TAdminLocation> {
  requireAdmin(caller);
  if (!file || file.data.length === 0) throw imageErrors.missingPicture();
  const before = await getLocation(ctx.db, id);
  const store = ctx.images;
  const image = await storeProfileImage(file.data, { store, folder: 'locations' });
  const updated = await updateLocationById(ctx.db, id, { image });
  if (!updated) {
    await deleteStoredImages(store, [image]);
    throw notFound.location();
  }
  await deleteStoredImages(store, [before.image]);
  await ctx.cache.invalidate();
  return getLocation(ctx.db, id);
}
