/** SQL for writing events: create, save, flags, artists, duplicates. */
import { addDays, PAST_SUBMISSION_QUEUE_DAYS } from '@glentia/core';
import { and, asc, desc, eq, exists, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventArtists, eventRevisions, events, venueSummaries } from '../../db/schema.ts';
import { type EventRow, eventColumns } from './events.repository.ts';

export type EventInsert = typeof events.$inferInsert;
export type EventRecord = typeof events.$inferSelect;

export async function insertEvent(db: DbOrTx, values: EventInsert): Promise<EventRecord> {
  const [row] = await db.insert(events).values(values).returning();
  return row!;
}

/** The date of each of these events that still exists. */
export async function findEventDates(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: events.id, date: events.date })
    .from(events)
    .where(inArray(events.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.date]));
}

/** The events of a date that are not cancelled, as a match for another listing of the same night. */
export async function findUncanceledEventsOn(
  db: DbOrTx,
  date: string,
): Promise<Array<{ id: string; title: string | null; time: string | null; locationId: string | null }>> {
  return db
    .select({ id: events.id, title: events.title, time: events.time, locationId: events.locationId })
    .from(events)
    .where(and(eq(events.date, date), ne(events.canceled, true)));
}

export async function updateEventById(
  db: DbOrTx,
  id: string,
  values: Partial<EventInsert>,
): Promise<EventRecord | null> {
  const [row] = await db
    .update(events)
    .set({ ...values, updatedAt: sql`now()`, revision: sql`${events.revision} + 1` })
    .where(eq(events.id, id))
    .returning();
  return row ?? null;
}

/** A night of a series edited on its own: the series leaves it alone from then on. */
export async function detachFromSeries(db: DbOrTx, id: string): Promise<void> {
  await db.update(events).set({ seriesDetached: true }).where(eq(events.id, id));
}

export async function findEventRecord(db: DbOrTx, id: string): Promise<EventRecord | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row ?? null;
}

export async function deleteEventById(db: DbOrTx, id: string): Promise<EventRecord | null> {
  const [row] = await db.delete(events).where(eq(events.id, id)).returning();
  return row ?? null;
}

/** Makes `artistIds` (in billing order) the event's artists. */
export async function replaceEventArtists(
  db: DbOrTx,
  eventId: string,
  artistIds: readonly string[],
): Promise<void> {
  await db.delete(eventArtists).where(eq(eventArtists.eventId, eventId));
  if (artistIds.length === 0) return;
  await db
    .insert(eventArtists)
    .values(artistIds.map((artistId, position) => ({ eventId, artistId, position })));
}

/**
 * A likely duplicate: another event at the same venue on the same date with an artist in common.
 * Published ones are preferred, then the oldest.
 */
export async function findDuplicateEventId(
  db: DbOrTx,
  input: { locationId: string; date: string; artistIds: readonly string[]; excludeId?: string },
): Promise<string | null> {
  if (input.artistIds.length === 0) return null;
  const conditions = [
    eq(events.locationId, input.locationId),
    eq(events.date, input.date),
    exists(
      db
        .select({ one: sql`1` })
        .from(eventArtists)
        .where(
          and(eq(eventArtists.eventId, events.id), inArray(eventArtists.artistId, [...input.artistIds])),
        ),
    ),
  ];
  if (input.excludeId) conditions.push(ne(events.id, input.excludeId));
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(...conditions))
    .orderBy(desc(events.published), asc(events.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The glentia at a venue on a date, listed or waiting for review (not rejected, not cancelled),
 * published first, then the oldest: what the event form warns of before a repeated submission.
 */
export async function findSameNightEvents(
  db: DbOrTx,
  input: { locationId: string; date: string; excludeId?: string },
) {
  const conditions = [
    eq(events.locationId, input.locationId),
    eq(events.date, input.date),
    isNull(events.rejectReason),
    eq(events.canceled, false),
  ];
  if (input.excludeId) conditions.push(ne(events.id, input.excludeId));
  return db
    .select({
      id: events.id,
      published: events.published,
      time: events.time,
      ownerId: events.ownerId,
      publishedFrom: events.publishedFrom,
    })
    .from(events)
    .where(and(...conditions))
    .orderBy(desc(events.published), asc(events.createdAt))
    .limit(20);
}

/**
 * Waiting for a decision: unpublished events not yet rejected, and published ones with an owner's
 * edit or a visitor's report of a problem.
 */
/**
 * What waits for an admin: a submission (one dated before today only for a few days, since it can
 * no longer be published), an owner's edit, a visitor's report. `fromDate`: the earliest
 * submission date kept; `reportedIds`: the events with an open report (the reports module's answer).
 */
function inReviewQueue(fromDate: string, reportedIds: readonly string[]) {
  return or(
    and(eq(events.published, false), isNull(events.rejectReason), gte(events.date, fromDate)),
    sql`exists (select 1 from ${eventRevisions} where ${eventRevisions.eventId} = ${events.id})`,
    reportedIds.length ? inArray(events.id, [...reportedIds]) : undefined,
  );
}

/** Events waiting for a decision, the oldest first. */
export async function findReviewQueueRows(
  db: DbOrTx,
  today: string,
  reportedIds: readonly string[],
  limit = 200,
): Promise<EventRow[]> {
  const rows = await db
    .select(eventColumns)
    .from(events)
    .leftJoin(venueSummaries, eq(events.locationId, venueSummaries.id))
    .where(inReviewQueue(addDays(today, -PAST_SUBMISSION_QUEUE_DAYS), reportedIds))
    .orderBy(asc(events.createdAt), asc(events.id))
    .limit(limit);
  return rows as EventRow[];
}

/**
 * Submissions and owners' edits waiting at these venues (their partner decides them too), the
 * oldest first; visitors' reports stay with admins.
 */
export async function findPendingRowsAtVenues(
  db: DbOrTx,
  venueIds: readonly string[],
  today: string,
  limit = 200,
): Promise<EventRow[]> {
  if (venueIds.length === 0) return [];
  const fromDate = addDays(today, -PAST_SUBMISSION_QUEUE_DAYS);
  const rows = await db
    .select(eventColumns)
    .from(events)
    .leftJoin(venueSummaries, eq(events.locationId, venueSummaries.id))
    .where(
      and(
        inArray(events.locationId, [...venueIds]),
        or(
          and(eq(events.published, false), isNull(events.rejectReason), gte(events.date, fromDate)),
          sql`exists (select 1 from ${eventRevisions} where ${eventRevisions.eventId} = ${events.id})`,
        ),
      ),
    )
    .orderBy(asc(events.createdAt), asc(events.id))
    .limit(limit);
  return rows as EventRow[];
}

/** Events uploaded by one account (by owner id, or by username for older rows), newest first. */
export async function findUploadedRows(
  db: DbOrTx,
  owner: { userId: string | null; username: string },
  limit = 200,
): Promise<EventRow[]> {
  const byUsername = sql`lower(${events.publishedFrom}) = lower(${owner.username})`;
  const rows = await db
    .select(eventColumns)
    .from(events)
    .leftJoin(venueSummaries, eq(events.locationId, venueSummaries.id))
    .where(owner.userId ? or(eq(events.ownerId, owner.userId), byUsername) : byUsername)
    .orderBy(desc(events.date), desc(events.createdAt))
    .limit(limit);
  return rows as EventRow[];
}

/** What an admin can still decide on: a submission dated before today is not counted. */
export async function countReviewQueue(
  db: DbOrTx,
  today: string,
  reportedIds: readonly string[],
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(events)
    .where(inReviewQueue(today, reportedIds));
  return Number(row?.total ?? 0);
}

/** Keeps the uploader name of a user's events in step with a changed username (edit access follows it). */
export async function renameEventsUploader(db: DbOrTx, userId: string, username: string): Promise<void> {
  await db.update(events).set({ publishedFrom: username }).where(eq(events.ownerId, userId));
}

/** A deleted account's events stay, owned by nobody and marked as from a deleted user. */
export async function detachEventsOf(db: DbOrTx, userId: string, marker: string): Promise<void> {
  await db.update(events).set({ ownerId: null, publishedFrom: marker }).where(eq(events.ownerId, userId));
}
