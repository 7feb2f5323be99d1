/** SQL for the Spotify data stored with artists (fetched by modules/spotify). */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { artists } from '../../db/schema.ts';

/** Artists with a Spotify id, for the daily refresh. */
export async function findArtistIdsWithSpotify(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: artists.id }).from(artists).where(isNotNull(artists.spotifyId));
  return rows.map((row) => row.id);
}

/** The artist's Spotify id; null for an unknown artist or one without an id. */
export async function findSpotifyIdOfArtist(db: DbOrTx, artistId: string): Promise<string | null> {
  const [row] = await db
    .select({ spotifyId: artists.spotifyId })
    .from(artists)
    .where(eq(artists.id, artistId))
    .limit(1);
  return row?.spotifyId ?? null;
}

/** Stores fetched Spotify data, only if the artist still has the id it was fetched for. */
export async function saveSpotifyData(
  db: DbOrTx,
  input: { artistId: string; spotifyId: string } & Pick<
    typeof artists.$inferInsert,
    'spotifyArtist' | 'spotifyAlbums'
  >,
): Promise<boolean> {
  const rows = await db
    .update(artists)
    .set({ spotifyArtist: input.spotifyArtist, spotifyAlbums: input.spotifyAlbums, updatedAt: sql`now()` })
    .where(and(eq(artists.id, input.artistId), eq(artists.spotifyId, input.spotifyId)))
    .returning({ id: artists.id });
  return rows.length > 0;
}
