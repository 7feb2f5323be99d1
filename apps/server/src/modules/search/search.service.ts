/**
 * Search: every word must match somewhere (the event, its venue or an artist), by any of the keys
 * it stands for; word order does not matter; dates typed in the search narrow the events. What a
 * search means comes from core's parseSearchQuery (English place names, kinds, dates), never from
 * raw input. Each owner matches its own table; venue and artist names are matched first (small
 * tables), so the events query only compares ids and texts. Every matching venue and artist is
 * listed; events come a page at a time with their total, so none is out of reach.
 */
import {
  parseSearchQuery,
  SEARCH_EVENT_COUNT_AHEAD,
  SEARCH_EVENT_PAGE,
  type TSearchQuery,
  type TSearchResults,
  todayInAthens,
} from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { artistIdsMatching, searchArtistsByName } from '../artists/artists.service.ts';
import {
  type EventSearch,
  eventIdsOfArtists,
  explainEventSearch,
  presentEventRows,
  type SearchWord,
  searchUpcomingEventRows,
} from '../events/events.service.ts';
import { searchVenuesByName, venueIdsMatching } from '../locations/locations.service.ts';
import { useSearchSimilarity } from './search.repository.ts';

const NOTHING: TSearchResults = { events: [], eventCount: 0, venues: [], artists: [] };

/** What one word's names match: venues (by name or by place), and the events of the artists it names. */
async function nameMatches(db: DbOrTx, keys: readonly string[]): Promise<SearchWord> {
  const venues = await venueIdsMatching(db, keys);
  const artistEventIds = await eventIdsOfArtists(db, await artistIdsMatching(db, keys));
  return {
    keys,
    venueNameIds: venues.filter((venue) => venue.inName).map((venue) => venue.id),
    venuePlaceIds: venues.filter((venue) => !venue.inName).map((venue) => venue.id),
    artistEventIds,
  };
}

/** What a search means for the events: each word with what its names matched, and the dates. */
async function eventSearchOf(tx: DbOrTx, q: string, today: string): Promise<EventSearch | null> {
  const { words, dates } = parseSearchQuery(q, today);
  if (words.length === 0 && !dates) return null;
  if (dates && dates.to < today) return null;
  const matched: SearchWord[] = [];
  for (const word of words) matched.push(await nameMatches(tx, word.keys));
  return { words: matched, from: dates && dates.from > today ? dates.from : today, to: dates?.to ?? null };
}

/** `GET /api/public/search`: upcoming events, venues and artists for what was typed, best first. */
export async function search(
  db: DbOrTx,
  { q, limit, offset }: Pick<TSearchQuery, 'q'> & Partial<Pick<TSearchQuery, 'limit' | 'offset'>>,
  today = todayInAthens(),
): Promise<TSearchResults> {
  const keys = parseSearchQuery(q, today).words.map((word) => word.keys);
  // One transaction: the similarity setting is local to it, so pooled connections keep the default.
  const found = await db.transaction(async (tx) => {
    await useSearchSimilarity(tx);
    const eventSearch = await eventSearchOf(tx, q, today);
    if (!eventSearch) return null;
    return {
      events: await searchUpcomingEventRows(tx, eventSearch, {
        limit: limit ?? SEARCH_EVENT_PAGE,
        offset: offset ?? 0,
        countAhead: SEARCH_EVENT_COUNT_AHEAD,
      }),
      // A search of dates alone names no venue or artist.
      venues: keys.length ? await searchVenuesByName(tx, keys) : [],
      artists: keys.length ? await searchArtistsByName(tx, keys) : [],
    };
  });
  if (!found) return NOTHING;
  return {
    events: await presentEventRows(db, found.events.rows, today),
    eventCount: found.events.total,
    ...(found.events.capped ? { eventCountCapped: true as const } : {}),
    venues: found.venues,
    artists: found.artists,
  };
}

/**
 * The plans of the events queries a search runs, band by band (EXPLAIN; `analyze` runs them and
 * times each step): the test that keeps a common word off a sort of every match, and the README.
 */
export async function explainSearch(
  db: DbOrTx,
  { q, limit, offset }: Pick<TSearchQuery, 'q'> & Partial<Pick<TSearchQuery, 'limit' | 'offset'>>,
  today = todayInAthens(),
  analyze = false,
): Promise<Array<{ count: string; page: string }>> {
  return db.transaction(async (tx) => {
    await useSearchSimilarity(tx);
    const eventSearch = await eventSearchOf(tx, q, today);
    if (!eventSearch) return [];
    const page = {
      limit: limit ?? SEARCH_EVENT_PAGE,
      offset: offset ?? 0,
      countAhead: SEARCH_EVENT_COUNT_AHEAD,
    };
    return explainEventSearch(tx, eventSearch, page, analyze);
  });
}
