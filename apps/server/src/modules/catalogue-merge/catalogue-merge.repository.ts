/**
 * SQL for merging a duplicate venue or artist into the one kept, and for deleting one. Every
 * function runs inside the caller's transaction.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  artists,
  eventArtists,
  eventRevisions,
  events,
  follows,
  locations,
  socialPosts,
} from '../../db/schema.ts';

export type CatalogueKind = 'location' | 'artist';

/** The ids of these venues or artists that exist. */
export async function findExisting(db: DbOrTx, kind: CatalogueKind, ids: string[]): Promise<Set<string>> {
  const table = kind === 'location' ? locations : artists;
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Events (any state) and pending edits that name the venue or artist. */
export async function countUses(db: DbOrTx, kind: CatalogueKind, id: string): Promise<number> {
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

/**
 * Moves follows of `goneId` to `keptId`. A person (account or device) already following the kept
 * one keeps that single follow: theirs of the gone one is dropped, so nobody counts twice.
 */
export async function moveFollows(
  db: DbOrTx,
  kind: CatalogueKind,
  goneId: string,
  keptId: string,
): Promise<number> {
  const column = kind === 'location' ? follows.locationId : follows.artistId;
  const name = sql.raw(kind === 'location' ? 'location_id' : 'artist_id');
  await db.execute(sql`
    delete from follows gone
    where gone.${name} = ${goneId}
      and exists (
        select 1 from follows kept
        where kept.${name} = ${keptId}
          and (kept.user_id = gone.user_id or kept.device_id = gone.device_id)
      )`);
  const moved = await db
    .update(follows)
    .set(kind === 'location' ? { locationId: keptId } : { artistId: keptId })
    .where(eq(column, goneId))
    .returning({ id: follows.id });
  await db
    .update(socialPosts)
    .set(kind === 'location' ? { locationId: keptId } : { artistId: keptId })
    .where(eq(kind === 'location' ? socialPosts.locationId : socialPosts.artistId, goneId));
  return moved.length;
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

/** The kept venue takes what it lacks (position, county, phone, picture, profiles) from the gone one. */
export async function fillVenueBlanks(db: DbOrTx, goneId: string, keptId: string): Promise<void> {
  await db.execute(sql`
    update locations kept set
      county = coalesce(kept.county, gone.county),
      postal_code = coalesce(kept.postal_code, gone.postal_code),
      lat = case when kept.lat is null or kept.lng is null then gone.lat else kept.lat end,
      lng = case when kept.lat is null or kept.lng is null then gone.lng else kept.lng end,
      phone = coalesce(kept.phone, gone.phone),
      website = coalesce(kept.website, gone.website),
      image = coalesce(kept.image, gone.image),
      ig_profile = coalesce(kept.ig_profile, gone.ig_profile),
      meta = coalesce(kept.meta, gone.meta),
      gender = coalesce(kept.gender, gone.gender),
      partner_id = coalesce(kept.partner_id, gone.partner_id),
      updated_at = now()
    from locations gone
    where kept.id = ${keptId} and gone.id = ${goneId}`);
}

/** The kept artist takes what it lacks (picture, Spotify, Instagram) from the gone one. */
export async function fillArtistBlanks(db: DbOrTx, goneId: string, keptId: string): Promise<void> {
  await db.execute(sql`
    update artists kept set
      image = coalesce(kept.image, gone.image),
      spotify_id = coalesce(kept.spotify_id, gone.spotify_id),
      spotify_artist = case when kept.spotify_id is null then gone.spotify_artist else kept.spotify_artist end,
      spotify_albums = case when kept.spotify_id is null then gone.spotify_albums else kept.spotify_albums end,
      ig_profile = coalesce(kept.ig_profile, gone.ig_profile),
      bio_el = coalesce(kept.bio_el, gone.bio_el),
      bio_en = coalesce(kept.bio_en, gone.bio_en),
      updated_at = now()
    from artists gone
    where kept.id = ${keptId} and gone.id = ${goneId}`);
}

/** Deletes the venue or artist; returns its picture (to remove from the store) or null when absent. */
export async function deleteCatalogueRow(
  db: DbOrTx,
  kind: CatalogueKind,
  id: string,
): Promise<{ image: string | null } | null> {
  const table = kind === 'location' ? locations : artists;
  const [row] = await db.delete(table).where(eq(table.id, id)).returning({ image: table.image });
  return row ?? null;
}

/** The picture a venue or artist shows now (to know whether the gone one's picture was taken over). */
export async function findImage(db: DbOrTx, kind: CatalogueKind, id: string): Promise<string | null> {
  const table = kind === 'location' ? locations : artists;
  const [row] = await db
    .select({ image: table.image })
    .from(table)
    .where(and(eq(table.id, id)));
  return row?.image ?? null;
}
