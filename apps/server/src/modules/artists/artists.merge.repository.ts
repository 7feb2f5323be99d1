/** SQL of the artists' side of merging a duplicate artist into another, or deleting one (catalogue-merge). */
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { artists } from '../../db/schema.ts';

/** The ids of these artists that exist. */
export async function findExistingArtistIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  const rows = await db.select({ id: artists.id }).from(artists).where(inArray(artists.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** The kept artist takes what it lacks (picture, Spotify, Instagram, biographies) from the gone one. */
export async function fillArtistBlanks(db: DbOrTx, goneId: string, keptId: string): Promise<void> {
  await db.execute(sql`
    update artists kept set
      image = coalesce(kept.image, gone.image),
      spotify_id = coalesce(kept.spotify_id, gone.spotify_id),
      spotify_artist = case when kept.spotify_id is null then gone.spotify_artist else kept.spotify_artist end,
      spotify_albums = case when kept.spotify_id is null then gone.spotify_albums else kept.spotify_albums end,
      ig_profile = coalesce(kept.ig_profile, gone.ig_profile),
      bio_el = coalesce(kept.bio_el, gone.bio_el),
      bio_en = coalesce(kept.bio_en, gone.bio_en),
      updated_at = now()
    from artists gone
    where kept.id = ${keptId} and gone.id = ${goneId}`);
}

/** Deletes the artist; returns their picture (to remove from the store) or null when absent. */
export async function deleteArtistRow(db: DbOrTx, id: string): Promise<{ image: string | null } | null> {
  const [row] = await db.delete(artists).where(eq(artists.id, id)).returning({ image: artists.image });
  return row ?? null;
}

/** The picture the artist shows now. */
export async function findArtistImage(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.select({ image: artists.image }).from(artists).where(eq(artists.id, id));
  return row?.image ?? null;
}
