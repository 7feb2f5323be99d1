/** SQL for claims: one row per ask, its code's hash while it waits for the code. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { claims } from '../../db/schema.ts';

export type ClaimRow = typeof claims.$inferSelect;
export type NewClaim = typeof claims.$inferInsert;

export async function insertClaim(db: DbOrTx, values: NewClaim): Promise<ClaimRow> {
  const [row] = await db.insert(claims).values(values).returning();
  return row!;
}

export async function findClaimById(db: DbOrTx, id: string): Promise<ClaimRow | null> {
  const [row] = await db.select().from(claims).where(eq(claims.id, id)).limit(1);
  return row ?? null;
}

export async function findClaimsOfUser(db: DbOrTx, userId: string): Promise<ClaimRow[]> {
  return db.select().from(claims).where(eq(claims.userId, userId)).orderBy(desc(claims.createdAt));
}

/** Claims waiting for an admin, oldest first. */
export async function findClaimsInReview(db: DbOrTx): Promise<ClaimRow[]> {
  return db.select().from(claims).where(eq(claims.status, 'review')).orderBy(asc(claims.createdAt));
}

/** Whether the user already has an open claim (waiting for a code or a review) on this venue or page. */
export async function findOpenClaim(
  db: DbOrTx,
  userId: string,
  target: { locationId: string } | { artistId: string },
) {
  const [row] = await db
    .select()
    .from(claims)
    .where(
      and(
        eq(claims.userId, userId),
        'locationId' in target
          ? eq(claims.locationId, target.locationId)
          : eq(claims.artistId, target.artistId),
        sql`${claims.status} in ('code', 'review')`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function updateClaim(
  db: DbOrTx,
  id: string,
  values: Partial<NewClaim>,
): Promise<ClaimRow | null> {
  const [row] = await db.update(claims).set(values).where(eq(claims.id, id)).returning();
  return row ?? null;
}

/** Counts one wrong code; the attempts after. */
export async function countWrongCode(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .update(claims)
    .set({ codeAttempts: sql`${claims.codeAttempts} + 1` })
    .where(eq(claims.id, id))
    .returning({ attempts: claims.codeAttempts });
  return row?.attempts ?? 0;
}
