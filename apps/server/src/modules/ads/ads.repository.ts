import type { TAd } from '@glentia/core';
import { and, asc, desc, eq, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { affectedRows } from '../../db/results.ts';
import { adEvents, ads } from '../../db/schema.ts';

/**
 * Ads visitors see on `today` (a Crete date), IMAGE and FOOTER alike: not retired, inside their
 * from/until days, and an IMAGE ad only with its image (core's `adStatus`, in SQL).
 */
export async function findLiveAds(db: DbOrTx, today: string): Promise<TAd[]> {
  return db
    .select({
      id: ads.id,
      type: ads.type,
      weight: ads.weight,
      imageUrl: ads.imageUrl,
      title: ads.title,
      subtitle: ads.subtitle,
      href: ads.href,
      ctaText: ads.ctaText,
      titleEn: ads.titleEn,
      subtitleEn: ads.subtitleEn,
      ctaTextEn: ads.ctaTextEn,
      imageUrlEn: ads.imageUrlEn,
    })
    .from(ads)
    .where(
      and(
        eq(ads.active, true),
        or(isNull(ads.startsOn), lte(ads.startsOn, today)),
        or(isNull(ads.endsOn), gte(ads.endsOn, today)),
        or(eq(ads.type, 'FOOTER'), isNotNull(ads.imageUrl)),
      ),
    )
    .orderBy(asc(ads.type), asc(ads.createdAt));
}

export async function adExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: ads.id }).from(ads).where(eq(ads.id, id)).limit(1);
  return !!row;
}

export async function insertAdEvent(db: DbOrTx, values: typeof adEvents.$inferInsert): Promise<void> {
  await db.insert(adEvents).values(values);
}

/** Every ad (running or not) with its VIEW and CLICK totals. */
export async function findAdTotals(db: DbOrTx) {
  const rows = await db
    .select({
      id: ads.id,
      type: ads.type,
      title: ads.title,
      active: ads.active,
      views: sql<number>`count(${adEvents.id}) filter (where ${adEvents.actionType} = 'VIEW')::int`,
      clicks: sql<number>`count(${adEvents.id}) filter (where ${adEvents.actionType} = 'CLICK')::int`,
    })
    .from(ads)
    .leftJoin(adEvents, eq(adEvents.adId, ads.id))
    .groupBy(ads.id)
    .orderBy(desc(ads.active), asc(ads.type), asc(ads.createdAt));
  return rows.map((row) => ({ ...row, views: Number(row.views), clicks: Number(row.clicks) }));
}

/** Ad views and clicks older than `before` stay counted, but no longer say whose they were. */
export async function anonymiseOldAdEvents(db: DbOrTx, before: Date): Promise<number> {
  return affectedRows(
    await db.execute(sql`
      update ad_events set device_id = null, user_id = null
      where created_at < ${before.toISOString()}::timestamptz and (device_id is not null or user_id is not null)`),
  );
}

/** An ad VIEW or CLICK with no device and no account: only the ad, the action, the page and the time. */
export async function insertAnonymousAdEvent(
  db: DbOrTx,
  input: { adId: string; actionType: 'VIEW' | 'CLICK'; path: string | null },
): Promise<void> {
  await db.insert(adEvents).values({ ...input, deviceId: null, userId: null });
}
