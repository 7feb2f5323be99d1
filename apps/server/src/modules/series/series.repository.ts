/** SQL of weekly residencies: the series rows (their nights are events: events.nights.repository.ts). */
import { and, asc, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { artistSummaries, eventSeries, venueSummaries } from '../../db/schema.ts';
import { artistSummaryColumns, venueSummaryColumns } from '../../db/selections.ts';

export type SeriesRecord = typeof eventSeries.$inferSelect;
export type SeriesInsert = typeof eventSeries.$inferInsert;

export async function insertSeries(db: DbOrTx, values: SeriesInsert): Promise<SeriesRecord> {
  const [row] = await db.insert(eventSeries).values(values).returning();
  return row!;
}

export async function findSeriesById(db: DbOrTx, id: string): Promise<SeriesRecord | null> {
  const [row] = await db.select().from(eventSeries).where(eq(eventSeries.id, id)).limit(1);
  return row ?? null;
}

export async function updateSeriesById(
  db: DbOrTx,
  id: string,
  values: Partial<SeriesInsert>,
): Promise<SeriesRecord | null> {
  const [row] = await db
    .update(eventSeries)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(eventSeries.id, id))
    .returning();
  return row ?? null;
}

/** Moves the generation mark forward only (two workers may finish in any order). */
export async function advanceGeneratedThrough(db: DbOrTx, id: string, through: string): Promise<void> {
  await db
    .update(eventSeries)
    .set({ generatedThrough: sql`greatest(${eventSeries.generatedThrough}, ${through}::date)` })
    .where(eq(eventSeries.id, id));
}

/** Published series that may still need nights created up to `horizon`. */
export async function findSeriesToGenerate(
  db: DbOrTx,
  today: string,
  horizon: string,
): Promise<SeriesRecord[]> {
  return db
    .select()
    .from(eventSeries)
    .where(
      and(
        eq(eventSeries.published, true),
        or(isNull(eventSeries.untilDate), sql`${eventSeries.untilDate} >= ${today}::date`),
        or(isNull(eventSeries.generatedThrough), lt(eventSeries.generatedThrough, horizon)),
      ),
    )
    .orderBy(asc(eventSeries.createdAt));
}

/** Up to 200 series that match, in the order given. */
function listSeries(db: DbOrTx, where: SQL, order: SQL): Promise<SeriesRecord[]> {
  return db.select().from(eventSeries).where(where).orderBy(order).limit(200);
}

/** Series waiting for an admin, oldest first. */
export function findUnpublishedSeries(db: DbOrTx): Promise<SeriesRecord[]> {
  return listSeries(db, eq(eventSeries.published, false), asc(eventSeries.createdAt));
}

/** The series one account set up, newest first. */
export function findSeriesOwnedBy(db: DbOrTx, ownerId: string): Promise<SeriesRecord[]> {
  return listSeries(db, eq(eventSeries.ownerId, ownerId), desc(eventSeries.createdAt));
}

export async function findVenue(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      ...venueSummaryColumns,
      partnerId: venueSummaries.partnerId,
    })
    .from(venueSummaries)
    .where(eq(venueSummaries.id, id))
    .limit(1);
  return row ?? null;
}

/** The artists of `ids` that exist, in the order given. */
export async function findArtistSummaries(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(artistSummaryColumns)
    .from(artistSummaries)
    .where(inArray(artistSummaries.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A night of a series deleted on its own: its date becomes one the series skips, so the generation
 * job never creates it again (and the series' form lists it among the skipped dates).
 */
export async function skipSeriesDate(db: DbOrTx, seriesId: string, date: string): Promise<void> {
  await db
    .update(eventSeries)
    .set({
      exceptions: sql`(
        select coalesce(jsonb_agg(skipped order by skipped), '[]'::jsonb)
        from (
          select distinct jsonb_array_elements_text(${eventSeries.exceptions} || jsonb_build_array(${date}::text)) as skipped
        ) as dates
      )`,
      updatedAt: sql`now()`,
    })
    .where(eq(eventSeries.id, seriesId));
}
