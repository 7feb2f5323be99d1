/**
 * The names search matches in the process: every venue and every artist with its keys (a few
 * thousand rows at 100,000 events). Matching them in the database was two of a search's queries
 * and half of its time on the embedded database (issue 35); read once, they are matched in well
 * under a millisecond. With the public cache (`keeper`) they are kept as its answers are: until a
 * change to public data (here or, through PostgreSQL's NOTIFY, in another process) or the cache's
 * lifetime, and then read again only if a venue or artist changed; without one (a test, a script)
 * they are read afresh for every search.
 */
import type { TArtistSummary, TLocationSummary } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import type { NamedEntry } from '../../db/search-match.ts';
import type { PublicCache } from '../../lib/public-cache.ts';
import { searchedArtists, searchedArtistsStamp } from '../artists/artists.service.ts';
import { searchedVenues, searchedVenuesStamp } from '../locations/locations.service.ts';

/** Each venues list read, by id: made once per list, dropped with it. */
const venuesByIdOf = new WeakMap<
  ReadonlyArray<NamedEntry<TLocationSummary>>,
  Map<string, TLocationSummary>
>();

export class NameBook {
  /** What each was read as last, with the stamp of its rows then. */
  private readonly last = new Map<string, { stamp: string; value: unknown }>();

  constructor(
    private readonly db: DbOrTx,
    private readonly keeper?: Pick<PublicCache, 'keep'>,
  ) {}

  venues(): Promise<ReadonlyArray<NamedEntry<TLocationSummary>>> {
    return this.read('names:venues', searchedVenuesStamp, searchedVenues);
  }

  /** The same venues by id (the map looks up the venues of its counted nights). */
  async venuesById(): Promise<ReadonlyMap<string, TLocationSummary>> {
    const venues = await this.venues();
    let byId = venuesByIdOf.get(venues);
    if (!byId) {
      byId = new Map(venues.map(({ item }) => [item.id, item]));
      venuesByIdOf.set(venues, byId);
    }
    return byId;
  }

  artists(): Promise<ReadonlyArray<NamedEntry<TArtistSummary>>> {
    return this.read('names:artists', searchedArtistsStamp, searchedArtists);
  }

  /**
   * Reads both ahead of the first search (at start): at 100,000 events they take some 150–400 ms
   * on the embedded database, which the first search after a start otherwise waited for.
   */
  async warm(): Promise<void> {
    await Promise.all([this.venues(), this.artists()]);
  }

  /**
   * Kept, they are read again when public data changes or their lifetime ends: first their rows'
   * stamp, and only when it differs the rows themselves (a new glenti, or an hour passing, leaves
   * every venue and artist as it was).
   */
  private read<T>(
    key: string,
    stampOf: (db: DbOrTx) => Promise<string>,
    load: (db: DbOrTx) => Promise<T>,
  ): Promise<T> {
    if (!this.keeper) return load(this.db);
    return this.keeper.keep(key, async () => {
      // The stamp before the rows: a write between them makes the next stamp differ.
      const stamp = await stampOf(this.db);
      const last = this.last.get(key);
      if (last?.stamp === stamp) return last.value as T;
      const value = await load(this.db);
      this.last.set(key, { stamp, value });
      return value;
    });
  }
}
