/** SQL of the venues' side of merging a duplicate venue into another, or deleting one (catalogue-merge). */
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { locations } from '../../db/schema.ts';

/** The ids of these venues that exist. */
export async function findExistingLocationIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  const rows = await db.select({ id: locations.id }).from(locations).where(inArray(locations.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** The kept venue takes what it lacks (position, county, phone, picture, profiles) from the gone one. */
export async function fillVenueBlanks(db: DbOrTx, goneId: string, keptId: string): Promise<void> {
  await db.execute(sql`
    update locations kept set
      county = coalesce(kept.county, gone.county),
      postal_code = coalesce(kept.postal_code, gone.postal_code),
      lat = case when kept.lat is null or kept.lng is null then gone.lat else kept.lat end,
      lng = case when kept.lat is null or kept.lng is null then gone.lng else kept.lng end,
      phone = coalesce(kept.phone, gone.phone),
      website = coalesce(kept.website, gone.website),
      image = coalesce(kept.image, gone.image),
      ig_profile = coalesce(kept.ig_profile, gone.ig_profile),
      meta = coalesce(kept.meta, gone.meta),
      gender = coalesce(kept.gender, gone.gender),
      partner_id = coalesce(kept.partner_id, gone.partner_id),
      updated_at = now()
    from locations gone
    where kept.id = ${keptId} and gone.id = ${goneId}`);
}

/** Deletes the venue; returns its picture (to remove from the store) or null when absent. */
export async function deleteLocationRow(db: DbOrTx, id: string): Promise<{ image: string | null } | null> {
  const [row] = await db.delete(locations).where(eq(locations.id, id)).returning({ image: locations.image });
  return row ?? null;
}

/** The picture the venue shows now. */
export async function findLocationImage(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.select({ image: locations.image }).from(locations).where(eq(locations.id, id));
  return row?.image ?? null;
}
