/** SQL of sources and their links to events. */
import { and, asc, count, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { artistSummaries, eventSources, events, sourceEvents, venueSummaries } from '../../db/schema.ts';

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
 * Claims a due source for one run: moves its next run past the run's time limit, so another
 * process's job does not read it at the same time. False when someone else claimed it first.
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
    .set({ nextRunAt: until })
    .where(and(eq(eventSources.id, id), force ? undefined : lte(eventSources.nextRunAt, now)))
    .returning({ id: eventSources.id });
  return rows.length > 0;
}

export async function findLinks(
  db: DbOrTx,
  sourceId: string,
): Promise<Map<string, SourceLink & { date: string }>> {
  const rows = await db
    .select({ link: sourceEvents, date: events.date })
    .from(sourceEvents)
    .innerJoin(events, eq(events.id, sourceEvents.eventId))
    .where(eq(sourceEvents.sourceId, sourceId));
  return new Map(rows.map((row) => [row.link.upstreamId, { ...row.link, date: row.date }]));
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

/** Events of a date that a new upstream event may be the same as (not already linked to this source). */
export async function findEventsOn(
  db: DbOrTx,
  date: string,
  sourceId: string,
): Promise<Array<{ id: string; title: string | null; time: string | null; locationId: string | null }>> {
  return db
    .select({ id: events.id, title: events.title, time: events.time, locationId: events.locationId })
    .from(events)
    .where(
      and(
        eq(events.date, date),
        ne(events.canceled, true),
        sql`not exists (select 1 from ${sourceEvents} where ${sourceEvents.eventId} = ${events.id} and ${sourceEvents.sourceId} = ${sourceId})`,
      ),
    );
}

export async function insertSourcedEvent(db: DbOrTx, values: typeof events.$inferInsert): Promise<string> {
  const [row] = await db.insert(events).values(values).returning({ id: events.id });
  return row!.id;
}
