/**
 * The artists' published nights from today on, kept in the process as event ids once a search has
 * asked for them, so a common word's artists are not asked of the database again for every search.
 * Asked each time, it was a trip of its own for every search that named an artist, with every night
 * the artist ever had (past, unpublished) sent back and then sent on in the events query: 1–4 ms on
 * the database's thread at 20,000 events, and with the names matched before it 2.8 ms at the median
 * and 9.5 ms at p99 (issue 35). Only the artists asked are read, and only those not known yet:
 * reading every artist's nights at once took 16–77 ms at 20,000 events on the embedded database's
 * one thread, which every other query waits behind. Kept with the public cache's answers, as
 * search's names and the venues' nights are: forgotten after a change to public data, here or in
 * another process, or past the cache's lifetime; without a cache (a script) asked every time.
 */
import { todayInAthens } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import type { PublicCache } from '../../lib/public-cache.ts';
import { findEventIdsByArtist } from './events.repository.ts';

/** Artists' published events from `since` on, by artist, as far as they were asked (none: an empty list). */
interface KnownNights {
  since: string;
  events: Map<string, readonly string[]>;
}

export class ArtistNightsBook {
  constructor(
    private readonly db: DbOrTx,
    private readonly keeper?: Pick<PublicCache, 'keep'>,
  ) {}

  private known(): Promise<KnownNights> {
    const fresh = async (): Promise<KnownNights> => ({ since: todayInAthens(), events: new Map() });
    return this.keeper ? this.keeper.keep('nights:artists', fresh) : fresh();
  }

  /**
   * The events of each of these artists, by artist: at least every published one on or after
   * `from` (the caller's query keeps to its dates and to published events). Artists with none are
   * left out.
   */
  async eventIds(artistIds: readonly string[], from: string): Promise<Map<string, readonly string[]>> {
    if (artistIds.length === 0) return new Map();
    const known = await this.known();
    if (from < known.since) return findEventIdsByArtist(this.db, artistIds);
    const unknown = artistIds.filter((id) => !known.events.has(id));
    if (unknown.length > 0) {
      // Stored in the nights of their own reading: after a change to public data a new set is
      // kept, and what a search read before it goes with the old one.
      const read = await findEventIdsByArtist(this.db, unknown, known.since);
      for (const id of unknown) known.events.set(id, read.get(id) ?? []);
    }
    const byArtist = new Map<string, readonly string[]>();
    for (const id of artistIds) {
      const events = known.events.get(id)!;
      if (events.length > 0) byArtist.set(id, events);
    }
    return byArtist;
  }
}
