import type { TLocationSummary } from '@glentia/core';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { nameOrder } from '../../db/name-order.ts';
import { rowsStamp } from '../../db/rows-stamp.ts';
import { locations } from '../../db/schema.ts';
import { type NamedEntry, namedEntry } from '../../db/search-match.ts';

export type LocationRow = typeof locations.$inferSelect;

/** A venue as lists name it (core `TLocationSummary`); the `venue_summaries` view gives others the same. */
const venueSummaryColumns = {
  id: locations.id,
  name: locations.name,
  county: locations.county,
  postalCode: locations.postalCode,
  phone: locations.phone,
  lat: locations.lat,
  lng: locations.lng,
  image: locations.image,
  gender: locations.gender,
};

export async function findLocationSummaries(db: DbOrTx): Promise<TLocationSummary[]> {
  return db.select(venueSummaryColumns).from(locations);
}

/**
 * Venues with their whole row: every one, those with `ids`, or a `page` of them in Greek
 * alphabetical order (db/name-order.ts), read from its index.
 */
export async function findLocations(
  db: DbOrTx,
  { ids, page }: { ids?: readonly string[]; page?: { limit: number; offset: number } } = {},
): Promise<LocationRow[]> {
  const rows = db
    .select()
    .from(locations)
    .where(ids ? inArray(locations.id, [...ids]) : undefined);
  if (!page) return rows;
  return rows
    .orderBy(...nameOrder(locations.name), asc(locations.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findLocationById(db: DbOrTx, id: string): Promise<LocationRow | null> {
  const [row] = await db.select().from(locations).where(eq(locations.id, id)).limit(1);
  return row ?? null;
}

export async function locationExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, id)).limit(1);
  return !!row;
}

export async function findLocationSummariesByIds(db: DbOrTx, ids: string[]): Promise<TLocationSummary[]> {
  if (ids.length === 0) return [];
  return db.select(venueSummaryColumns).from(locations).where(inArray(locations.id, ids));
}

export async function findLocationNames(db: DbOrTx): Promise<Array<{ id: string; name: string }>> {
  return db.select({ id: locations.id, name: locations.name }).from(locations);
}

export async function findLocationPhone(
  db: DbOrTx,
  id: string,
): Promise<{ id: string; phone: string | null } | null> {
  const [row] = await db
    .select({ id: locations.id, phone: locations.phone })
    .from(locations)
    .where(eq(locations.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertLocationNamed(
  db: DbOrTx,
  name: string,
  place: Omit<typeof locations.$inferInsert, 'name'> = {},
): Promise<string> {
  const [row] = await db
    .insert(locations)
    .values({ ...place, name })
    .returning({ id: locations.id });
  return row!.id;
}

export async function setLocationPhone(db: DbOrTx, id: string, phone: string): Promise<void> {
  await db.update(locations).set({ phone, updatedAt: sql`now()` }).where(eq(locations.id, id));
}

export async function countLocations(db: DbOrTx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(inArray(locations.id, [...ids]));
  return rows.length;
}

/** Makes exactly these venues the partner's: others are let go, these move from any other partner. */
export async function replacePartnerVenues(db: DbOrTx, partnerId: string, ids: readonly string[]) {
  await db.transaction(async (tx) => {
    const theirs = eq(locations.partnerId, partnerId);
    await tx
      .update(locations)
      .set({ partnerId: null, updatedAt: new Date() })
      .where(ids.length === 0 ? theirs : and(theirs, notInArray(locations.id, [...ids])));
    if (ids.length > 0)
      await tx
        .update(locations)
        .set({ partnerId, updatedAt: new Date() })
        .where(inArray(locations.id, [...ids]));
  });
}

/** Names `partnerId` as the venue's partner if it has none yet; whether it did. */
export async function setPartnerIfNone(db: DbOrTx, id: string, partnerId: string): Promise<boolean> {
  const rows = await db
    .update(locations)
    .set({ partnerId, updatedAt: new Date() })
    .where(and(eq(locations.id, id), sql`${locations.partnerId} is null`))
    .returning({ id: locations.id });
  return rows.length > 0;
}

export async function findVenuesOfPartner(db: DbOrTx, partnerId: string) {
  return db
    .select({ id: locations.id, name: locations.name, county: locations.county })
    .from(locations)
    .where(eq(locations.partnerId, partnerId))
    .orderBy(asc(locations.name));
}

/**
 * Every venue as search matches it in the process (db/search-match.ts): its summary, its keys and
 * its place in the database's order of names. Read once and kept until public data changes
 * (search/name-book.ts): a few thousand rows at most, one query instead of one per search.
 */
export async function findSearchedVenues(db: DbOrTx): Promise<Array<NamedEntry<TLocationSummary>>> {
  const rows = await db
    .select({
      venue: venueSummaryColumns,
      searchKey: locations.searchKey,
      nameKey: locations.nameKey,
      nameRank: sql<number>`(row_number() over (order by ${locations.name}))::int`,
    })
    .from(locations);
  return rows.map((row) =>
    namedEntry(row.venue, {
      searchKey: row.searchKey ?? '',
      nameKey: row.nameKey ?? '',
      nameRank: row.nameRank,
    }),
  );
}

/** Changes when any venue does: whether the names search read may still be used. */
export function findSearchedVenuesStamp(db: DbOrTx): Promise<string> {
  return rowsStamp(db, locations, { id: locations.id, updatedAt: locations.updatedAt });
}

/** Ids and last changes of the venues, by name (the sitemap). */
export async function findLocationStamps(
  db: DbOrTx,
  limit: number,
): Promise<Array<{ id: string; updatedAt: Date }>> {
  return db
    .select({ id: locations.id, updatedAt: locations.updatedAt })
    .from(locations)
    .orderBy(asc(locations.name), asc(locations.id))
    .limit(limit);
}

/** Venues with an Instagram username in their profile. */
export async function findLocationInstagramUsernames(
  db: DbOrTx,
): Promise<Array<{ id: string; username: string }>> {
  const username = sql<string>`${locations.igProfile}->>'username'`;
  // A profile may keep a website without a username: only real usernames are fetched.
  return db.select({ id: locations.id, username }).from(locations).where(sql`${username} <> ''`);
}
