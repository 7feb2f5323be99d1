import { searchQueryKeys, type TSearchResults, todayInAthens } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { presentEventRows } from '../events/events.service.ts';
import { searchArtists, searchEventRows, searchLocations, useSearchSimilarity } from './search.repository.ts';

const EVENT_LIMIT = 20;
const NAME_LIMIT = 10;

/** `GET /api/public/search`: upcoming events, venues and artists for what was typed, best first. */
export async function search(db: DbOrTx, query: string, today = todayInAthens()): Promise<TSearchResults> {
  const keys = searchQueryKeys(query);
  if (keys.length === 0) return { events: [], venues: [], artists: [] };
  // One transaction: the similarity setting is local to it, so pooled connections keep the default.
  const { eventRows, venues, artists } = await db.transaction(async (tx) => {
    await useSearchSimilarity(tx);
    return {
      eventRows: await searchEventRows(tx, keys, today, EVENT_LIMIT),
      venues: await searchLocations(tx, keys, NAME_LIMIT),
      artists: await searchArtists(tx, keys, NAME_LIMIT),
    };
  });
  return { events: await presentEventRows(db, eventRows, today), venues, artists };
}
