/** SQL for admins assigning venues to partner accounts. */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { locations, users } from '../../db/schema.ts';

export async function findUserRoles(db: DbOrTx, userId: string): Promise<string[] | null> {
  const [row] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
  return row ? row.roles : null;
}

export async function countLocations(db: DbOrTx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(inArray(locations.id, [...ids]));
  return rows.length;
}

/** Makes exactly these venues the partner's: others are let go, these move from any other partner. */
export async function replacePartnerVenues(db: DbOrTx, partnerId: string, ids: readonly string[]) {
  await db.transaction(async (tx) => {
    const theirs = eq(locations.partnerId, partnerId);
    await tx
      .update(locations)
      .set({ partnerId: null, updatedAt: new Date() })
      .where(ids.length === 0 ? theirs : and(theirs, notInArray(locations.id, [...ids])));
    if (ids.length > 0)
      await tx
        .update(locations)
        .set({ partnerId, updatedAt: new Date() })
        .where(inArray(locations.id, [...ids]));
  });
}

export async function findVenuesOfPartner(db: DbOrTx, partnerId: string) {
  return db
    .select({ id: locations.id, name: locations.name, county: locations.county })
    .from(locations)
    .where(eq(locations.partnerId, partnerId))
    .orderBy(asc(locations.name));
}
