/**
 * SQL of the events' side of merging a duplicate venue or artist into the one kept (catalogue-merge):
 * events and pending edits that name it, and pointing them at the kept one.
 */
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventArtists, eventRevisions, events } from '../../db/schema.ts';

/** Events (any state) and pending edits that name the venue or artist. */
export async function countEventsNaming(
  db: DbOrTx,
  kind: 'location' | 'artist',
  id: string,
): Promise<number> {
  const [direct] =
    kind === 'location'
      ? await db.select({ total: count() }).from(events).where(eq(events.locationId, id))
      : await db.select({ total: count() }).from(eventArtists).where(eq(eventArtists.artistId, id));
  const field =
    kind === 'location'
      ? sql`${eventRevisions.fields} ->> 'locationId' = ${id}`
      : sql`${eventRevisions.fields} -> 'artistIds' ? ${id}`;
  const [pending] = await db.select({ total: count() }).from(eventRevisions).where(field);
  return Number(direct?.total ?? 0) + Number(pending?.total ?? 0);
}

/** Points events and pending edits at the kept venue; calendars see a new revision. */
export async function moveVenueEvents(db: DbOrTx, goneId: string, keptId: string): Promise<number> {
  const moved = await db
    .update(events)
    .set({ locationId: keptId, revision: sql`${events.revision} + 1`, updatedAt: sql`now()` })
    .where(eq(events.locationId, goneId))
    .returning({ id: events.id });
  await db
    .update(eventRevisions)
    .set({ fields: sql`jsonb_set(${eventRevisions.fields}, '{locationId}', to_jsonb(${keptId}::text))` })
    .where(sql`${eventRevisions.fields} ->> 'locationId' = ${goneId}`);
  return moved.length;
}

/**
 * Bills the kept artist wherever the gone one was (at the same place in the line-up; once when both
 * were billed), in events and pending edits.
 */
export async function moveArtistEvents(db: DbOrTx, goneId: string, keptId: string): Promise<number> {
  const billed = await db
    .select({ eventId: eventArtists.eventId, position: eventArtists.position })
    .from(eventArtists)
    .where(eq(eventArtists.artistId, goneId));
  if (billed.length > 0) {
    await db
      .insert(eventArtists)
      .values(billed.map((row) => ({ eventId: row.eventId, artistId: keptId, position: row.position })))
      .onConflictDoNothing();
    await db.delete(eventArtists).where(eq(eventArtists.artistId, goneId));
    await db
      .update(events)
      .set({ revision: sql`${events.revision} + 1`, updatedAt: sql`now()` })
      .where(
        inArray(
          events.id,
          billed.map((row) => row.eventId),
        ),
      );
  }
  const pending = await db
    .select({ id: eventRevisions.id, fields: eventRevisions.fields })
    .from(eventRevisions)
    .where(sql`${eventRevisions.fields} -> 'artistIds' ? ${goneId}`);
  for (const revision of pending) {
    const artistIds = [...new Set(revision.fields.artistIds.map((id) => (id === goneId ? keptId : id)))];
    await db
      .update(eventRevisions)
      .set({ fields: { ...revision.fields, artistIds } })
      .where(eq(eventRevisions.id, revision.id));
  }
  return billed.length;
}
