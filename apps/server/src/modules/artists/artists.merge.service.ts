/**
 * The artists' side of the catalogue's merges and deletions (modules/catalogue-merge asks, inside
 * its transaction): which artists exist, the kept one taking over what they lack, the row going.
 */
import type { DbOrTx } from '../../db/client.ts';
import { moveArtistAccounts } from './artists.accounts.service.ts';
import {
  deleteArtistRow,
  fillArtistBlanks,
  findArtistImage,
  findExistingArtistIds,
} from './artists.merge.repository.ts';

/** The ids of these artists that exist. */
export function existingArtistIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  return findExistingArtistIds(db, ids);
}

/** The kept artist takes what they lack and the gone one's accounts, then the gone one is deleted; the pictures of both. */
export async function absorbArtist(
  db: DbOrTx,
  goneId: string,
  keptId: string,
): Promise<{ goneImage: string | null; keptImage: string | null }> {
  await fillArtistBlanks(db, goneId, keptId);
  // The gone page's artists run the kept one: a merge takes nobody's page away.
  await moveArtistAccounts(db, goneId, keptId);
  const gone = await deleteArtistRow(db, goneId);
  return { goneImage: gone?.image ?? null, keptImage: await findArtistImage(db, keptId) };
}

/** Deletes the artist; their picture, or null when no such artist exists. */
export function deleteArtistEntry(db: DbOrTx, id: string): Promise<{ image: string | null } | null> {
  return deleteArtistRow(db, id);
}
