/**
 * The names search matches in the process: every venue and every artist with its keys (a few
 * thousand rows at 100,000 events). Matching them in the database was two of a search's queries
 * and half of its time on the embedded database (issue 35); read once, they are matched in well
 * under a millisecond. With the public cache (`keeper`) they are kept as its answers are: until a
 * change to public data (here or, through PostgreSQL's NOTIFY, in another process) or the cache's
 * lifetime; without one (a test, a script) they are read afresh for every search.
 */
import type { TArtistSummary, TLocationSummary } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import type { NamedEntry } from '../../db/search-match.ts';
import type { PublicCache } from '../../lib/public-cache.ts';
import { searchedArtists } from '../artists/artists.service.ts';
import { searchedVenues } from '../locations/locations.service.ts';

export class NameBook {
  constructor(
    private readonly db: DbOrTx,
    private readonly keeper?: Pick<PublicCache, 'keep'>,
  ) {}

  venues(): Promise<ReadonlyArray<NamedEntry<TLocationSummary>>> {
    return this.read('names:venues', () => searchedVenues(this.db));
  }

  artists(): Promise<ReadonlyArray<NamedEntry<TArtistSummary>>> {
    return this.read('names:artists', () => searchedArtists(this.db));
  }

  /**
   * Reads both ahead of the first search (at start): at 100,000 events they take some 150–400 ms
   * on the embedded database, which the first search after a start otherwise waited for.
   */
  async warm(): Promise<void> {
    await Promise.all([this.venues(), this.artists()]);
  }

  private read<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.keeper ? this.keeper.keep(key, load) : load();
  }
}
