/**
 * Search: every word must match somewhere (the event, its venue or an artist), by any of the keys
 * it stands for; word order does not matter; dates typed in the search narrow the events. What a
 * search means comes from core's parseSearchQuery (English place names, kinds, dates), never from
 * raw input. Venue and artist names are matched first, in the process (a few thousand, kept in
 * the name book), so the events query only compares ids and texts. The best SEARCH_NAMES_MAX matching
 * venues and artists are listed, though the events of every one are found; events come a page at a
 * time with their total, so none is out of reach.
 */
import {
  parseSearchQuery,
  SEARCH_EVENT_COUNT_AHEAD,
  SEARCH_EVENT_PAGE,
  SEARCH_NAMES_MAX,
  type TSearchQuery,
  type TSearchResults,
  todayInAthens,
} from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { artistsMatchingWords } from '../artists/artists.service.ts';
import type { ArtistNightsBook } from '../events/artist-nights.ts';
import {
  type EventSearch,
  explainEventSearch,
  presentEventRows,
  type SearchWord,
  searchUpcomingEventRows,
} from '../events/events.service.ts';
import { venuesMatchingWords } from '../locations/locations.service.ts';
import type { NameBook } from './name-book.ts';
import type { SearchBandsBook } from './search-bands.ts';

const NOTHING: TSearchResults = { events: [], eventCount: 0, venues: [], artists: [] };

/** What a search means: for the events each word with what its names matched, and the venues and artists it lists. */
interface SearchMeaning {
  events: EventSearch;
  venues: TSearchResults['venues'];
  artists: TSearchResults['artists'];
}

/**
 * Where a search reads: the database, and what it keeps in the process: the names, the artists'
 * nights and what earlier searches counted.
 */
export interface SearchSource {
  db: DbOrTx;
  names: NameBook;
  artistNights: Pick<ArtistNightsBook, 'eventIds'>;
  searchBands: Pick<SearchBandsBook, 'memoryOf'>;
}

/**
 * What a search means, whatever the number of words: the venues and the artists every word
 * matches (in the name book), then the events of the artists they name (kept in the process too,
 * `ArtistNightsBook`: a query only for artists no search has named since public data changed).
 * Null when it can match nothing (no words and no dates, or dates gone by).
 */
async function meaningOf(
  { names, artistNights }: Pick<SearchSource, 'names' | 'artistNights'>,
  q: string,
  today: string,
): Promise<SearchMeaning | null> {
  const { words, dates } = parseSearchQuery(q, today);
  if (words.length === 0 && !dates) return null;
  if (dates && dates.to < today) return null;
  const keys = words.map((word) => word.keys);
  const [venues, artists] = await Promise.all([
    venuesMatchingWords(names, keys),
    artistsMatchingWords(names, keys),
  ]);
  const from = dates && dates.from > today ? dates.from : today;
  const eventsByArtist = await artistNights.eventIds([...new Set(artists.byWord.flat())], from);
  const matched: SearchWord[] = keys.map((wordKeys, index) => ({
    keys: wordKeys,
    venueNameIds: venues.byWord[index]!.inName,
    venuePlaceIds: venues.byWord[index]!.inPlace,
    artistEventIds: [
      ...new Set(artists.byWord[index]!.flatMap((artistId) => eventsByArtist.get(artistId) ?? [])),
    ],
  }));
  return {
    events: { words: matched, from, to: dates?.to ?? null },
    // A search of dates alone names no venue or artist. Only the names shown are cut: every
    // matching venue and artist has found its events above.
    venues: venues.listed.slice(0, SEARCH_NAMES_MAX),
    artists: artists.listed.slice(0, SEARCH_NAMES_MAX),
  };
}

/**
 * The public cache's key of a search: what it means (each word's keys, the dates) rather than how
 * it was typed, so «Λύρα», «λυρα» and «lyra» are one answer, built once; with the page asked and
 * today's date, which decides what is upcoming.
 */
export function searchCacheKey(
  { q, limit, offset }: Pick<TSearchQuery, 'q'> & Partial<Pick<TSearchQuery, 'limit' | 'offset'>>,
  today = todayInAthens(),
): string {
  const { words, dates } = parseSearchQuery(q, today);
  const meaning = { words: words.map((word) => word.keys), dates: dates ?? null };
  return `search:${today}:${limit ?? SEARCH_EVENT_PAGE}:${offset ?? 0}:${JSON.stringify(meaning)}`;
}

/** `GET /api/public/search`: upcoming events, venues and artists for what was typed, best first. */
export async function search(
  source: SearchSource,
  { q, limit, offset }: Pick<TSearchQuery, 'q'> & Partial<Pick<TSearchQuery, 'limit' | 'offset'>>,
  today = todayInAthens(),
): Promise<TSearchResults> {
  const meaning = await meaningOf(source, q, today);
  if (!meaning) return NOTHING;
  const { db } = source;
  const memory = await source.searchBands.memoryOf(meaning.events);
  const events = await searchUpcomingEventRows(
    db,
    meaning.events,
    { limit: limit ?? SEARCH_EVENT_PAGE, offset: offset ?? 0, countAhead: SEARCH_EVENT_COUNT_AHEAD },
    memory,
  );
  const found = await presentEventRows(db, events.rows, today);
  // The answer no longer needs the database: the rows its next page will want are read now.
  memory?.startReadsAhead();
  return {
    events: found,
    eventCount: events.total,
    ...(events.capped ? { eventCountCapped: true as const } : {}),
    venues: meaning.venues,
    artists: meaning.artists,
  };
}

/**
 * The plans of the events queries a search runs, band by band (EXPLAIN; `analyze` runs them and
 * times each step): the test that keeps a common word off a sort of every match, and the README.
 */
export async function explainSearch(
  source: SearchSource,
  { q, limit, offset }: Pick<TSearchQuery, 'q'> & Partial<Pick<TSearchQuery, 'limit' | 'offset'>>,
  today = todayInAthens(),
  analyze = false,
): Promise<Array<{ count: string; page: string }>> {
  const meaning = await meaningOf(source, q, today);
  if (!meaning) return [];
  const page = {
    limit: limit ?? SEARCH_EVENT_PAGE,
    offset: offset ?? 0,
    countAhead: SEARCH_EVENT_COUNT_AHEAD,
  };
  return explainEventSearch(source.db, meaning.events, page, analyze);
}
