/** SQL of sources and their links to events. */
import { and, asc, count, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { artistSummaries, eventSources, sourceEvents, venueSummaries } from '../../db/schema.ts';

export type SourceRecord = typeof eventSources.$inferSelect;
export type SourceInsert = typeof eventSources.$inferInsert;
export type SourceLink = typeof sourceEvents.$inferSelect;

export async function insertSource(db: DbOrTx, values: SourceInsert): Promise<SourceRecord> {
  const [row] = await db.insert(eventSources).values(values).returning();
  return row!;
}

export async function updateSource(
  db: DbOrTx,
  id: string,
  values: Partial<SourceInsert>,
): Promise<SourceRecord | null> {
  const [row] = await db
    .update(eventSources)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(eventSources.id, id))
    .returning();
  return row ?? null;
}

export async function deleteSource(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(eventSources)
    .where(eq(eventSources.id, id))
    .returning({ id: eventSources.id });
  return rows.length > 0;
}

export async function findSource(db: DbOrTx, id: string): Promise<SourceRecord | null> {
  const [row] = await db.select().from(eventSources).where(eq(eventSources.id, id));
  return row ?? null;
}

/** Every source with its venue's name and how many events it keeps, oldest first. */
export async function findSourceRows(
  db: DbOrTx,
  ids?: readonly string[],
): Promise<Array<{ source: SourceRecord; locationName: string | null; eventCount: number }>> {
  const linked = db
    .select({ sourceId: sourceEvents.sourceId, eventCount: count().as('event_count') })
    .from(sourceEvents)
    .groupBy(sourceEvents.sourceId)
    .as('linked');
  const rows = await db
    .select({ source: eventSources, locationName: venueSummaries.name, eventCount: linked.eventCount })
    .from(eventSources)
    .leftJoin(venueSummaries, eq(venueSummaries.id, eventSources.locationId))
    .leftJoin(linked, eq(linked.sourceId, eventSources.id))
    .where(ids ? inArray(eventSources.id, [...ids]) : undefined)
    .orderBy(asc(eventSources.createdAt), asc(eventSources.id));
  return rows.map((row) => ({ ...row, eventCount: Number(row.eventCount ?? 0) }));
}

/** Sources due for a run (not paused, their time come), the longest waiting first. */
export async function findDueSourceIds(db: DbOrTx, now: Date, limit = 20): Promise<string[]> {
  const rows = await db
    .select({ id: eventSources.id })
    .from(eventSources)
    .where(and(eq(eventSources.paused, false), lte(eventSources.nextRunAt, now)))
    .orderBy(asc(eventSources.nextRunAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Claims a source for one run until the run's time limit: marks it as being read and moves its
 * next run past that limit, so no other job or "read now", here or in another process, reads it
 * at the same time. False when a read is under way (or, unless forced, the source is not due).
 */
export async function claimSource(
  db: DbOrTx,
  id: string,
  now: Date,
  until: Date,
  force: boolean,
): Promise<boolean> {
  const rows = await db
    .update(eventSources)
    .set({ nextRunAt: until, readingUntil: until })
    .where(
      and(
        eq(eventSources.id, id),
        or(isNull(eventSources.readingUntil), lte(eventSources.readingUntil, now)),
        force ? undefined : lte(eventSources.nextRunAt, now),
      ),
    )
    .returning({ id: eventSources.id });
  return rows.length > 0;
}

/** Whether a read of the source is under way (claimed, its time limit not yet passed). */
export async function isSourceBeingRead(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: eventSources.id })
    .from(eventSources)
    .where(and(eq(eventSources.id, id), gt(eventSources.readingUntil, now)));
  return rows.length > 0;
}

/** The source's links, by upstream id. */
export async function findLinks(db: DbOrTx, sourceId: string): Promise<Map<string, SourceLink>> {
  const rows = await db.select().from(sourceEvents).where(eq(sourceEvents.sourceId, sourceId));
  return new Map(rows.map((row) => [row.upstreamId, row]));
}

/** Which of these events the source is already linked to. */
export async function findEventIdsLinkedTo(
  db: DbOrTx,
  sourceId: string,
  eventIds: readonly string[],
): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .select({ eventId: sourceEvents.eventId })
    .from(sourceEvents)
    .where(and(eq(sourceEvents.sourceId, sourceId), inArray(sourceEvents.eventId, [...eventIds])));
  return new Set(rows.map((row) => row.eventId));
}

export async function upsertLink(
  db: DbOrTx,
  values: { sourceId: string; upstreamId: string; eventId: string; fingerprint: string; canceled?: boolean },
): Promise<void> {
  await db
    .insert(sourceEvents)
    .values({ ...values, canceled: values.canceled ?? false })
    .onConflictDoUpdate({
      target: [sourceEvents.sourceId, sourceEvents.upstreamId],
      set: {
        eventId: values.eventId,
        fingerprint: values.fingerprint,
        canceled: values.canceled ?? false,
        updatedAt: new Date(),
      },
    });
}

export async function findVenueNames(db: DbOrTx): Promise<Array<{ id: string; name: string }>> {
  return db.select({ id: venueSummaries.id, name: venueSummaries.name }).from(venueSummaries);
}

export async function findArtistNameList(db: DbOrTx): Promise<Array<{ id: string; name: string }>> {
  return db.select({ id: artistSummaries.id, name: artistSummaries.name }).from(artistSummaries);
}
