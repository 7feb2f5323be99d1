/**
 * The events' side of the catalogue's merges and deletions (modules/catalogue-merge asks, inside
 * its transaction): how many events name a venue or artist, and moving them to the one kept.
 */
import type { DbOrTx } from '../../db/client.ts';
import { countEventsNaming, moveArtistEvents, moveVenueEvents } from './events.merge.repository.ts';

/** Events (any state) and pending edits that name the venue or artist. */
export function countEventUses(db: DbOrTx, kind: 'location' | 'artist', id: string): Promise<number> {
  return countEventsNaming(db, kind, id);
}

/** Events and pending edits of `goneId` name `keptId` instead; how many events moved. */
export function moveEventsToKept(
  db: DbOrTx,
  kind: 'location' | 'artist',
  goneId: string,
  keptId: string,
): Promise<number> {
  return kind === 'location' ? moveVenueEvents(db, goneId, keptId) : moveArtistEvents(db, goneId, keptId);
}
