/**
 * The venues' side of the catalogue's merges and deletions (modules/catalogue-merge asks, inside
 * its transaction): which venues exist, the kept one taking over what it lacks, the row going.
 */
import type { DbOrTx } from '../../db/client.ts';
import {
  deleteLocationRow,
  fillVenueBlanks,
  findExistingLocationIds,
  findLocationImage,
} from './locations.merge.repository.ts';

/** The ids of these venues that exist. */
export function existingVenueIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  return findExistingLocationIds(db, ids);
}

/** The kept venue takes what it lacks from the gone one, which is then deleted; the pictures of both. */
export async function absorbVenue(
  db: DbOrTx,
  goneId: string,
  keptId: string,
): Promise<{ goneImage: string | null; keptImage: string | null }> {
  await fillVenueBlanks(db, goneId, keptId);
  const gone = await deleteLocationRow(db, goneId);
  return { goneImage: gone?.image ?? null, keptImage: await findLocationImage(db, keptId) };
}

/** Deletes the venue; its picture, or null when no such venue exists. */
export function deleteVenueRow(db: DbOrTx, id: string): Promise<{ image: string | null } | null> {
  return deleteLocationRow(db, id);
}
