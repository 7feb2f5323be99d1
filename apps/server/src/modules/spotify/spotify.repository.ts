/** SQL for Spotify data of artists. */
import { isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { artists } from '../../db/schema.ts';

/** Artists with a Spotify id, for the daily refresh. */
export async function findArtistIdsWithSpotify(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: artists.id }).from(artists).where(isNotNull(artists.spotifyId));
  return rows.map((row) => row.id);
}
