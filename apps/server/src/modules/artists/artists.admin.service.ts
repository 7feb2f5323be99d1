/** Admins curating artists (SPEC §6, §7): list, create by name, edit, profile picture. */
import type { Actor, TAdminArtist, TCreateArtistBody, ZUpdateArtistBody } from '@glentia/core';
import type { z } from 'zod';
import { isSpotifyConfigured } from '../../config/env.ts';
import { storedInstagramProfile } from '../../db/instagram-profile.ts';
import { requireAccess } from '../../lib/access.ts';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { changePublicData } from '../../lib/public-cache.ts';
import { countFollowersOfEach } from '../follows/follows.service.ts';
import { JOB_KINDS } from '../jobs/job-kinds.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { imageErrors } from '../uploads/image-errors.ts';
import { deleteStoredImages, storeProfileImage } from '../uploads/images.ts';
import type { UploadedFile } from '../uploads/multipart.ts';
import {
  type ArtistInsert,
  findAllArtistRows,
  insertArtistRow,
  updateArtistById,
} from './artists.admin.repository.ts';
import { type ArtistRow, findArtistById } from './artists.repository.ts';

export type ArtistContext = Pick<AppContext, 'db' | 'cache' | 'config' | 'images'>;
type Ctx = ArtistContext;

function spotifyStatusOf(ctx: Ctx, row: ArtistRow): TAdminArtist['spotifyStatus'] {
  if (!row.spotifyId) return 'NO_ID';
  if (row.spotifyArtist) return 'FETCHED';
  return isSpotifyConfigured(ctx.config) ? 'WAITING' : 'NOT_CONFIGURED';
}

function presentAdminArtist(ctx: Ctx, row: ArtistRow, followers: number): TAdminArtist {
  return {
    spotifyStatus: spotifyStatusOf(ctx, row),
    id: row.id,
    name: row.name,
    image: row.image,
    spotifyId: row.spotifyId,
    spotifyArtist: row.spotifyArtist ?? null,
    spotifyAlbums: row.spotifyAlbums ?? null,
    igProfile: row.igProfile ?? null,
    bio: { el: row.bioEl, en: row.bioEn },
    followers,
  };
}

export async function getAdminArtist(ctx: Ctx, id: string): Promise<TAdminArtist> {
  const row = await findArtistById(ctx.db, id);
  if (!row) throw notFound.artist();
  const followers = await countFollowersOfEach(ctx.db, 'artist');
  return presentAdminArtist(ctx, row, followers.get(id) ?? 0);
}

/** `GET /api/admin/artist`: every artist with everything an admin edits. */
export async function listAdminArtists(ctx: Ctx, actor: Actor): Promise<TAdminArtist[]> {
  requireAccess(actor, 'curate', 'artists');
  const [rows, followers] = await Promise.all([
    findAllArtistRows(ctx.db),
    countFollowersOfEach(ctx.db, 'artist'),
  ]);
  return rows
    .map((row) => presentAdminArtist(ctx, row, followers.get(row.id) ?? 0))
    .sort((a, b) => a.name.localeCompare(b.name, 'el'));
}

/** `POST /api/admin/artist {name}`. */
export async function createArtist(ctx: Ctx, actor: Actor, body: TCreateArtistBody): Promise<TAdminArtist> {
  requireAccess(actor, 'curate', 'artists');
  const id = await changePublicData(ctx, (tx) => insertArtistRow(tx, { name: body.name }));
  return getAdminArtist(ctx, id);
}

/** `PUT /api/admin/artist`: name, Spotify id, Instagram profile and biography. */
export async function updateArtist(
  ctx: Ctx,
  actor: Actor,
  body: z.output<typeof ZUpdateArtistBody>,
): Promise<TAdminArtist> {
  requireAccess(actor, 'curate', 'artists');
  const current = await findArtistById(ctx.db, body.id);
  if (!current) throw notFound.artist();
  return saveArtist(ctx, current, {
    name: body.name,
    spotifyId: body.spotifyId,
    igProfile: storedInstagramProfile(body.igProfile),
    ...(body.bio ? { bioEl: body.bio.el, bioEn: body.bio.en } : {}),
  });
}

/**
 * Saves an artist's profile, for admins and the page's own artists alike (the caller has asked
 * core's permissions): the stored Spotify data stays until a fetch replaces it; a new id (or one
 * without data yet) queues that fetch.
 */
export async function saveArtist(
  ctx: Ctx,
  current: ArtistRow,
  fields: Pick<ArtistInsert, 'name' | 'spotifyId' | 'igProfile' | 'bioEl' | 'bioEn'>,
): Promise<TAdminArtist> {
  const fetchSpotify =
    !!fields.spotifyId &&
    isSpotifyConfigured(ctx.config) &&
    (current.spotifyId !== fields.spotifyId || !current.spotifyArtist);
  await changePublicData(ctx, async (tx) => {
    await updateArtistById(tx, current.id, fields);
    // modules/spotify handles the job; artists only queue it (spotify reads artists, not the reverse).
    if (fetchSpotify) await enqueueJob(tx, JOB_KINDS.spotifyArtist, { artistId: current.id });
  });
  return getAdminArtist(ctx, current.id);
}

/** `POST /api/admin/artist/{id}/image`: a new profile picture (a 512 px square). */
export async function setArtistImage(
  ctx: Ctx,
  actor: Actor,
  id: string,
  file: UploadedFile | null,
): Promise<TAdminArtist> {
  requireAccess(actor, 'curate', 'artists');
  return storeArtistImage(ctx, id, file);
}

/** Stores a new profile picture (a 512 px square) for an artist; the caller has checked access. */
export async function storeArtistImage(
  ctx: Ctx,
  id: string,
  file: UploadedFile | null,
): Promise<TAdminArtist> {
  if (!file || file.data.length === 0) throw imageErrors.missingPicture();
  const before = await findArtistById(ctx.db, id);
  if (!before) throw notFound.artist();
  const store = ctx.images;
  const image = await storeProfileImage(file.data, { store, folder: 'artists' });
  if (!(await changePublicData(ctx, (tx) => updateArtistById(tx, id, { image })))) {
    await deleteStoredImages(store, [image]);
    throw notFound.artist();
  }
  await deleteStoredImages(store, [before.image]);
  return getAdminArtist(ctx, id);
}
