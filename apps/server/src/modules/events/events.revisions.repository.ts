/** SQL for owners' edits of published events waiting for review (`event_revisions`). */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { artistSummaries, eventRevisions, venueSummaries } from '../../db/schema.ts';

export type EventRevisionRecord = typeof eventRevisions.$inferSelect;
export type EventRevisionInsert = typeof eventRevisions.$inferInsert;

/** A revision's new poster as event fields, or nothing when the revision keeps the poster. */
export function revisionPoster(revision: EventRevisionRecord) {
  if (!revision.image) return {};
  return {
    image: revision.image,
    thumbnail: revision.thumbnail,
    instagramImage: revision.instagramImage,
    imageWidth: revision.imageWidth,
    imageHeight: revision.imageHeight,
  };
}

/**
 * Stores the edit as the event's pending revision, replacing an older one. Returns the replaced
 * revision (its poster, if any, belongs to nothing now).
 */
export async function upsertRevision(
  db: DbOrTx,
  values: EventRevisionInsert,
): Promise<EventRevisionRecord | null> {
  const replaced = await deleteRevisionOf(db, values.eventId);
  await db.insert(eventRevisions).values(values);
  return replaced;
}

export async function findRevisionOf(db: DbOrTx, eventId: string): Promise<EventRevisionRecord | null> {
  const [row] = await db.select().from(eventRevisions).where(eq(eventRevisions.eventId, eventId)).limit(1);
  return row ?? null;
}

export async function findRevisionsOf(
  db: DbOrTx,
  eventIds: readonly string[],
): Promise<Map<string, EventRevisionRecord>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(eventRevisions)
    .where(inArray(eventRevisions.eventId, [...eventIds]));
  return new Map(rows.map((row) => [row.eventId, row]));
}

export async function deleteRevisionOf(db: DbOrTx, eventId: string): Promise<EventRevisionRecord | null> {
  const [row] = await db.delete(eventRevisions).where(eq(eventRevisions.eventId, eventId)).returning();
  return row ?? null;
}

/** Names of venues and artists a revision points at, for the review queue's diff. */
export async function findNamesByIds(
  db: DbOrTx,
  ids: { locationIds: readonly string[]; artistIds: readonly string[] },
): Promise<{ locations: Map<string, string>; artists: Map<string, string> }> {
  const [venueRows, artistRows] = await Promise.all([
    ids.locationIds.length
      ? db
          .select({ id: venueSummaries.id, name: venueSummaries.name })
          .from(venueSummaries)
          .where(inArray(venueSummaries.id, [...ids.locationIds]))
      : [],
    ids.artistIds.length
      ? db
          .select({ id: artistSummaries.id, name: artistSummaries.name })
          .from(artistSummaries)
          .where(inArray(artistSummaries.id, [...ids.artistIds]))
      : [],
  ]);
  return {
    locations: new Map(venueRows.map((row) => [row.id, row.name])),
    artists: new Map(artistRows.map((row) => [row.id, row.name])),
  };
}
