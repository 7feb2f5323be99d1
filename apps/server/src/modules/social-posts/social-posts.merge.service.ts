/** The social posts' side of merging a duplicate venue or artist (modules/catalogue-merge asks, in its transaction). */
import type { DbOrTx } from '../../db/client.ts';
import { moveSocialPostsOf } from './social-posts.merge.repository.ts';

/** Posts about `goneId` are about `keptId` instead. */
export function moveSocialPostsToKept(
  db: DbOrTx,
  kind: 'location' | 'artist',
  goneId: string,
  keptId: string,
): Promise<void> {
  return moveSocialPostsOf(db, kind, goneId, keptId);
}
