/** SQL of the social posts' side of merging a duplicate venue or artist into the one kept (catalogue-merge). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { socialPosts } from '../../db/schema.ts';

/** Posts about `goneId` are about `keptId` instead. */
export async function moveSocialPostsOf(
  db: DbOrTx,
  kind: 'location' | 'artist',
  goneId: string,
  keptId: string,
): Promise<void> {
  await db
    .update(socialPosts)
    .set(kind === 'location' ? { locationId: keptId } : { artistId: keptId })
    .where(eq(kind === 'location' ? socialPosts.locationId : socialPosts.artistId, goneId));
}
