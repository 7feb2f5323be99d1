/** SQL for admins' artist curation. */
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { artists } from '../../db/schema.ts';

export type ArtistInsert = typeof artists.$inferInsert;

export async function findAllArtistRows(db: DbOrTx) {
  return db.select().from(artists).orderBy(asc(artists.name));
}

export async function insertArtistRow(db: DbOrTx, values: ArtistInsert): Promise<string> {
  const [row] = await db.insert(artists).values(values).returning({ id: artists.id });
  return row!.id;
}

export async function updateArtistById(
  db: DbOrTx,
  id: string,
  values: Partial<ArtistInsert>,
): Promise<boolean> {
  const rows = await db
    .update(artists)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(artists.id, id))
    .returning({ id: artists.id });
  return rows.length > 0;
}
