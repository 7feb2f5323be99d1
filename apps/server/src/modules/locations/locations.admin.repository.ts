/** SQL for admins' venue curation. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type LocationMetaData, locations } from '../../db/schema.ts';

type LocationInsert = typeof locations.$inferInsert;

export async function insertLocation(db: DbOrTx, values: LocationInsert): Promise<string> {
  const [row] = await db.insert(locations).values(values).returning({ id: locations.id });
  return row!.id;
}

export async function updateLocationById(
  db: DbOrTx,
  id: string,
  values: Partial<LocationInsert>,
): Promise<{ id: string; image: string | null } | null> {
  const [row] = await db
    .update(locations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(locations.id, id))
    .returning({ id: locations.id, image: locations.image });
  return row ?? null;
}

export async function updateLocationMeta(db: DbOrTx, id: string, meta: LocationMetaData): Promise<boolean> {
  const rows = await db
    .update(locations)
    .set({ meta, updatedAt: sql`now()` })
    .where(eq(locations.id, id))
    .returning({ id: locations.id });
  return rows.length > 0;
}
