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
  SEARCH_EVENT_PAGE,
  type TSearchQuery,
  type TSearchResults,
  todayInAthens,
} from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { artistIdsMatching, searchArtistsByName } from '../artists/artists.service.ts';
import {
  eventIdsOfArtists,
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

/** `GET /api/public/search`: upcoming events, venues and artists for what was typed, best first. */
export async function search(
  db: DbOrTx,
  { q, limit, offset }: Pick<TSearchQuery, 'q'> & Partial<Pick<TSearchQuery, 'limit' | 'offset'>>,
  today = todayInAthens(),
): Promise<TSearchResults> {
  const { words, dates } = parseSearchQuery(q, today);
  if (words.length === 0 && !dates) return NOTHING;
  const from = dates && dates.from > today ? dates.from : today;
  if (dates && dates.to < today) return NOTHING;
  const keys = words.map((word) => word.keys);
  // One transaction: the similarity setting is local to it, so pooled connections keep the default.
  const { events, venues, artists } = await db.transaction(async (tx) => {
    await useSearchSimilarity(tx);
    const matched: SearchWord[] = [];
    for (const wordKeys of keys) matched.push(await nameMatches(tx, wordKeys));
    return {
      events: await searchUpcomingEventRows(
        tx,
        { words: matched, from, to: dates?.to ?? null },
        { limit: limit ?? SEARCH_EVENT_PAGE, offset: offset ?? 0 },
      ),
      // A search of dates alone names no venue or artist.
      venues: keys.length ? await searchVenuesByName(tx, keys) : [],
      artists: keys.length ? await searchArtistsByName(tx, keys) : [],
    };
  });
  return {
    events: await presentEventRows(db, events.rows, today),
    eventCount: events.total,
    venues,
    artists,
  };
}
