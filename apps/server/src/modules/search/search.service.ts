/**
 * Search: every word must match somewhere (the event, its venue or an artist); word order does not
 * matter. Keys come from searchQueryKeys (core), never from raw input. Each owner matches its own
 * table; venue and artist names are matched first (small tables), so the events query only
 * compares ids and descriptions.
 */
import { searchQueryKeys, type TSearchResults, todayInAthens } from '@glentia/core';
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

const EVENT_LIMIT = 20;
const NAME_LIMIT = 10;

/** What one word's names match: venues, and the events of the artists it names. */
async function nameMatches(db: DbOrTx, key: string): Promise<SearchWord> {
  const venueIds = await venueIdsMatching(db, key);
  const artistEventIds = await eventIdsOfArtists(db, await artistIdsMatching(db, key));
  return { key, venueIds, artistEventIds };
}

/** `GET /api/public/search`: upcoming events, venues and artists for what was typed, best first. */
export async function search(db: DbOrTx, query: string, today = todayInAthens()): Promise<TSearchResults> {
  const keys = searchQueryKeys(query);
  if (keys.length === 0) return { events: [], venues: [], artists: [] };
  // One transaction: the similarity setting is local to it, so pooled connections keep the default.
  const { eventRows, venues, artists } = await db.transaction(async (tx) => {
    await useSearchSimilarity(tx);
    const words: SearchWord[] = [];
    for (const key of keys) words.push(await nameMatches(tx, key));
    return {
      eventRows: await searchUpcomingEventRows(tx, words, today, EVENT_LIMIT),
      venues: await searchVenuesByName(tx, keys, NAME_LIMIT),
      artists: await searchArtistsByName(tx, keys, NAME_LIMIT),
    };
  });
  return { events: await presentEventRows(db, eventRows, today), venues, artists };
}
