/**
 * An artist editing their own page (issue 31): biography in Greek and English, photo, links and
 * Spotify id, through the same saving code as the admin's edit. Core's permissions decide who may:
 * an admin or an artist bound to the page; a page the caller may not edit answers 404, so ids of
 * other pages cannot be probed.
 */
import { type Actor, can, type TAdminArtist, type ZArtistPageBody } from '@glentia/core';
import type { z } from 'zod';
import { requireAccess } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import type { UploadedFile } from '../uploads/multipart.ts';
import { artistPageResource } from './artists.accounts.service.ts';
import { type ArtistContext, saveArtist, storeArtistImage } from './artists.admin.service.ts';
import { findArtistById } from './artists.repository.ts';

async function requireOwnPage(ctx: ArtistContext, actor: Actor, id: string) {
  const caller = requireAccess(actor, 'view', 'artistOverview');
  const page = await artistPageResource(ctx.db, id);
  if (!can(caller, 'edit', page)) throw notFound.artist();
  const row = await findArtistById(ctx.db, id);
  if (!row) throw notFound.artist();
  return row;
}

/** `PUT /api/artist/pages/{id}`: the artist's words, links and Spotify id; the name stays. */
export async function updateOwnArtistPage(
  ctx: ArtistContext,
  actor: Actor,
  id: string,
  body: z.output<typeof ZArtistPageBody>,
): Promise<TAdminArtist> {
  const current = await requireOwnPage(ctx, actor, id);
  const before = current.igProfile;
  const igProfile =
    body.instagram || body.website || before?.biography || before?.profilePicture
      ? {
          username: body.instagram ?? '',
          website: body.website,
          biography: before?.biography ?? null,
          profilePicture: before?.profilePicture ?? null,
        }
      : null;
  return saveArtist(ctx, current, {
    name: current.name,
    spotifyId: body.spotifyId,
    igProfile,
    bioEl: body.bioEl,
    bioEn: body.bioEn,
  });
}

/** `POST /api/artist/pages/{id}/image`: a new photo for the artist's own page. */
export async function setOwnArtistImage(
  ctx: ArtistContext,
  actor: Actor,
  id: string,
  file: UploadedFile | null,
): Promise<TAdminArtist> {
  await requireOwnPage(ctx, actor, id);
  return storeArtistImage(ctx, id, file);
}
