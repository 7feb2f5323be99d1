/** The follows' side of merging a duplicate venue or artist (modules/catalogue-merge asks, in its transaction). */
import type { DbOrTx } from '../../db/client.ts';
import { moveTopicFollows } from './follows.merge.repository.ts';

/** Followers of `goneId` follow `keptId` instead (once each); how many follows moved. */
export function moveFollowsToKept(
  db: DbOrTx,
  kind: 'location' | 'artist',
  goneId: string,
  keptId: string,
): Promise<number> {
  return moveTopicFollows(db, kind, goneId, keptId);
}
