import type { TArtistSummary } from '@glentia/core';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { nameOrder } from '../../db/name-order.ts';
import { rowsStamp } from '../../db/rows-stamp.ts';
import { artists } from '../../db/schema.ts';
import { type NamedEntry, namedEntry } from '../../db/search-match.ts';

export type ArtistRow = typeof artists.$inferSelect;

/** An artist as lists name it (core `TArtistSummary`); the `artist_summaries` view gives others the same. */
const artistSummaryColumns = { id: artists.id, name: artists.name, image: artists.image };

export async function findArtistSummaries(db: DbOrTx): Promise<TArtistSummary[]> {
  return db.select(artistSummaryColumns).from(artists);
}

/** A page of artists in Greek alphabetical order (db/name-order.ts), read from its index. */
export async function findArtistSummaryPage(
  db: DbOrTx,
  { limit, offset }: { limit: number; offset: number },
): Promise<TArtistSummary[]> {
  return db
    .select(artistSummaryColumns)
    .from(artists)
    .orderBy(...nameOrder(artists.name), asc(artists.id))
    .limit(limit)
    .offset(offset);
}

export async function findArtistById(db: DbOrTx, id: string): Promise<ArtistRow | null> {
  const [row] = await db.select().from(artists).where(eq(artists.id, id)).limit(1);
  return row ?? null;
}

export async function artistExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: artists.id }).from(artists).where(eq(artists.id, id)).limit(1);
  return !!row;
}

export async function findArtistSummariesByIds(db: DbOrTx, ids: string[]): Promise<TArtistSummary[]> {
  if (ids.length === 0) return [];
  return db.select(artistSummaryColumns).from(artists).where(inArray(artists.id, ids));
}

export async function findArtistNames(db: DbOrTx): Promise<Array<{ id: string; name: string }>> {
  return db.select({ id: artists.id, name: artists.name }).from(artists);
}

export async function findExistingArtistIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: artists.id })
    .from(artists)
    .where(inArray(artists.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export async function insertArtist(db: DbOrTx, name: string): Promise<string> {
  const [row] = await db.insert(artists).values({ name }).returning({ id: artists.id });
  return row!.id;
}

/**
 * Every artist as search matches it in the process (db/search-match.ts): its summary, its name's
 * key and its place in the database's order of names (see findSearchedVenues). An artist's name is
 * all there is of it to search: its whole key is its name's.
 */
export async function findSearchedArtists(db: DbOrTx): Promise<Array<NamedEntry<TArtistSummary>>> {
  const rows = await db
    .select({
      artist: artistSummaryColumns,
      searchKey: artists.searchKey,
      nameRank: sql<number>`(row_number() over (order by ${artists.name}))::int`,
    })
    .from(artists);
  return rows.map((row) => {
    const searchKey = row.searchKey ?? '';
    return namedEntry(row.artist, { searchKey, nameKey: searchKey, nameRank: row.nameRank });
  });
}

/** Changes when any artist does: whether the names search read may still be used. */
export function findSearchedArtistsStamp(db: DbOrTx): Promise<string> {
  return rowsStamp(db, artists, { id: artists.id, updatedAt: artists.updatedAt });
}

/** Ids and last changes of the artists, by name (the sitemap). */
export async function findArtistStamps(
  db: DbOrTx,
  limit: number,
): Promise<Array<{ id: string; updatedAt: Date }>> {
  return db
    .select({ id: artists.id, updatedAt: artists.updatedAt })
    .from(artists)
    .orderBy(asc(artists.name), asc(artists.id))
    .limit(limit);
}

/** Artists with an Instagram username in their profile. */
export async function findArtistInstagramUsernames(
  db: DbOrTx,
): Promise<Array<{ id: string; username: string }>> {
  const username = sql<string>`${artists.igProfile}->>'username'`;
  // A profile may keep a website without a username: only real usernames are fetched.
  return db.select({ id: artists.id, username }).from(artists).where(sql`${username} <> ''`);
}
