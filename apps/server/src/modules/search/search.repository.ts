/**
 * Search in SQL. Each table keeps a `search_key` (glentia_search_key, drizzle/0005) with a trigram
 * index; a query word matches a key when it is inside it or, for venue and artist names, close to
 * one of its words (pg_trgm's `<%`, word similarity ≥ WORD_SIMILARITY: one wrong letter in a word
 * of six letters or more).
 * Every word must match somewhere; word order does not matter. Keys come from searchQueryKeys
 * (core), never from raw input.
 */
import { and, asc, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { artists, eventArtists, events, locations } from '../../db/schema.ts';
import { artistSummaryColumns, venueSummaryColumns } from '../../db/selections.ts';
import { type EventRow, eventColumns } from '../events/events.repository.ts';

/** pg_trgm's default (0.6) misses one wrong letter in the middle of "rakadiko"; 0.5 does not. */
const WORD_SIMILARITY = '0.5';

/** Sets the similarity `<%` uses, for the rest of the transaction `tx`. */
export async function useSearchSimilarity(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY}, true)`);
}

/** `%key%` for LIKE; keys hold letters, digits and spaces only, escaped anyway. */
const contains = (key: string) => `%${key.replace(/[\\%_]/g, '\\$&')}%`;

function matches(column: AnyPgColumn, key: string): SQL {
  return sql`(${column} like ${contains(key)} or ${key} <% ${column})`;
}

/** How well the words match a key: 1 for each word inside it, less for a near miss. */
function score(column: AnyPgColumn, keys: string[]): SQL {
  return sql.join(
    keys.map((key) => sql`coalesce(word_similarity(${key}, ${column}), 0)`),
    sql` + `,
  );
}

export async function searchLocations(db: DbOrTx, keys: string[], limit: number) {
  return db
    .select(venueSummaryColumns)
    .from(locations)
    .where(and(...keys.map((key) => matches(locations.searchKey, key))))
    .orderBy(desc(score(locations.searchKey, keys)), asc(locations.name))
    .limit(limit);
}

export async function searchArtists(db: DbOrTx, keys: string[], limit: number) {
  return db
    .select(artistSummaryColumns)
    .from(artists)
    .where(and(...keys.map((key) => matches(artists.searchKey, key))))
    .orderBy(desc(score(artists.searchKey, keys)), asc(artists.name))
    .limit(limit);
}

/** Ids of the venues, and of the events of the artists, whose names match a word. */
async function nameMatches(
  db: DbOrTx,
  key: string,
): Promise<{ venueIds: string[]; artistEventIds: string[] }> {
  const venues = await db
    .select({ id: locations.id })
    .from(locations)
    .where(matches(locations.searchKey, key));
  const artistRows = await db.select({ id: artists.id }).from(artists).where(matches(artists.searchKey, key));
  const artistEvents = artistRows.length
    ? await db
        .selectDistinct({ id: eventArtists.eventId })
        .from(eventArtists)
        .where(
          inArray(
            eventArtists.artistId,
            artistRows.map((row) => row.id),
          ),
        )
    : [];
  return { venueIds: venues.map((row) => row.id), artistEventIds: artistEvents.map((row) => row.id) };
}

const anyOf = (column: AnyPgColumn, ids: string[]): SQL => (ids.length ? inArray(column, ids) : sql`false`);

/**
 * Published events from `today` on, where each word is in the event, its venue or an artist. The
 * names are matched first (small tables), so the events query only compares ids and descriptions.
 */
export async function searchEventRows(
  db: DbOrTx,
  keys: string[],
  today: string,
  limit: number,
): Promise<EventRow[]> {
  const words: Array<{ key: string; venueIds: string[]; artistEventIds: string[] }> = [];
  for (const key of keys) words.push({ key, ...(await nameMatches(db, key)) });
  // Descriptions are long: a word must be in them as typed (accents, case and Greeklish aside).
  // Near misses are forgiven in names only, where there are few words to compare with.
  const inEvent = (key: string) => sql`${events.searchKey} like ${contains(key)}`;
  // A name (venue, artist) matching weighs more than a word somewhere in a description.
  const weight = sql.join(
    words.map(
      (word) =>
        sql`(case when ${anyOf(events.locationId, word.venueIds)} then 2 else 0 end + case when ${anyOf(events.id, word.artistEventIds)} then 2 else 0 end + case when ${inEvent(word.key)} then 1 else 0 end)`,
    ),
    sql` + `,
  );
  const rows = await db
    .select(eventColumns)
    .from(events)
    .leftJoin(locations, eq(events.locationId, locations.id))
    .where(
      and(
        eq(events.published, true),
        gte(events.date, today),
        ...words.map(
          (word) =>
            sql`(${inEvent(word.key)} or ${anyOf(events.locationId, word.venueIds)} or ${anyOf(events.id, word.artistEventIds)})`,
        ),
      ),
    )
    .orderBy(desc(weight), asc(events.date), sql`${events.time} asc nulls last`, asc(events.id))
    .limit(limit);
  return rows as EventRow[];
}

/** The database's own search key of a text, to check it against core's (tests). */
export async function databaseSearchKey(db: DbOrTx, text: string): Promise<string> {
  const result = await db.execute<{ key: string }>(sql`select glentia_search_key(${text}) as key`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { key: string }[] }).rows) as {
    key: string;
  }[];
  return rows[0]!.key;
}
