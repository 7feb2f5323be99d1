/** SQL for admins managing ads: every ad with its totals, writes, and counts per day. */
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adEvents, ads } from '../../db/schema.ts';

export type AdRow = typeof ads.$inferSelect;
export type AdWithTotals = AdRow & { views: number; clicks: number };

const totals = {
  views: sql<number>`count(${adEvents.id}) filter (where ${adEvents.actionType} = 'VIEW')`.mapWith(Number),
  clicks: sql<number>`count(${adEvents.id}) filter (where ${adEvents.actionType} = 'CLICK')`.mapWith(Number),
};

/** Every ad, retired and scheduled ones too, running ones first, newest first within. */
export async function findAllAdsWithTotals(db: DbOrTx): Promise<AdWithTotals[]> {
  const rows = await db
    .select({ ad: ads, ...totals })
    .from(ads)
    .leftJoin(adEvents, eq(adEvents.adId, ads.id))
    .groupBy(ads.id)
    .orderBy(desc(ads.active), desc(ads.createdAt));
  return rows.map(({ ad, views, clicks }) => ({ ...ad, views, clicks }));
}

export async function findAdWithTotals(db: DbOrTx, id: string): Promise<AdWithTotals | null> {
  const [row] = await db
    .select({ ad: ads, ...totals })
    .from(ads)
    .leftJoin(adEvents, eq(adEvents.adId, ads.id))
    .where(eq(ads.id, id))
    .groupBy(ads.id);
  return row ? { ...row.ad, views: row.views, clicks: row.clicks } : null;
}

export async function insertAd(db: DbOrTx, values: typeof ads.$inferInsert): Promise<string> {
  const [row] = await db.insert(ads).values(values).returning({ id: ads.id });
  return row!.id;
}

/** The ad as it was before the change, or null when there is none with this id. */
export async function updateAdById(
  db: DbOrTx,
  id: string,
  values: Partial<typeof ads.$inferInsert>,
): Promise<AdRow | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(ads).where(eq(ads.id, id)).for('update');
    if (!before) return null;
    await tx
      .update(ads)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(ads.id, id));
    return before;
  });
}

export async function deleteAdById(db: DbOrTx, id: string): Promise<AdRow | null> {
  const [row] = await db.delete(ads).where(eq(ads.id, id)).returning();
  return row ?? null;
}

/**
 * VIEW and CLICK counts per Crete day of one ad, from `from` to `to` inclusive. Consented and
 * anonymous events are rows of the same table, so each day's totals hold both.
 */
export async function countAdEventsByDay(db: DbOrTx, adId: string, range: { from: string; to: string }) {
  const day = sql<string>`to_char(${adEvents.createdAt} at time zone 'Europe/Athens', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, ...totals })
    .from(adEvents)
    .where(
      and(
        eq(adEvents.adId, adId),
        // A day in Crete starts between 21:00 and 22:00 UTC the evening before; a one-day margin
        // keeps the index range simple and the day expression then picks the right rows.
        gte(adEvents.createdAt, sql`(${range.from}::date - 1)::timestamptz`),
        lt(adEvents.createdAt, sql`(${range.to}::date + 2)::timestamptz`),
      ),
    )
    .groupBy(day)
    .orderBy(asc(day));
  return rows.filter((row) => row.day >= range.from && row.day <= range.to);
}
