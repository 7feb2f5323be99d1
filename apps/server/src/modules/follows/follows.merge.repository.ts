/** SQL of the follows' side of merging a duplicate venue or artist into the one kept (catalogue-merge). */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { follows } from '../../db/schema.ts';

/**
 * Moves follows of `goneId` to `keptId`. A person (account or device) already following the kept
 * one keeps that single follow: theirs of the gone one is dropped, so nobody counts twice.
 */
export async function moveTopicFollows(
  db: DbOrTx,
  kind: 'location' | 'artist',
  goneId: string,
  keptId: string,
): Promise<number> {
  const column = kind === 'location' ? follows.locationId : follows.artistId;
  const name = sql.raw(kind === 'location' ? 'location_id' : 'artist_id');
  await db.execute(sql`
    delete from follows gone
    where gone.${name} = ${goneId}
      and exists (
        select 1 from follows kept
        where kept.${name} = ${keptId}
          and (kept.user_id = gone.user_id or kept.device_id = gone.device_id)
      )`);
  const moved = await db
    .update(follows)
    .set(kind === 'location' ? { locationId: keptId } : { artistId: keptId })
    .where(eq(column, goneId))
    .returning({ id: follows.id });
  return moved.length;
}
