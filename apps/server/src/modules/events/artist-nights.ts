/**
 * Every artist's published nights from today on, kept in the process as event ids, so a search
 * finds the events of the artists its words name without asking the database first. Asked there,
 * it was a trip of its own for every search that named an artist, with every night the artist
 * ever had (past, unpublished) sent back and then sent on in the events query: 1–4 ms at the
 * median and up to 9 ms at 20,000 events (issue 35). Kept with the public cache's answers, as
 * search's names and the venues' nights are: read again after a change to public data, here or
 * in another process, or past the cache's lifetime; without one (a script) the database is asked
 * for the artists named, as before.
 */
import { todayInAthens } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import type { PublicCache } from '../../lib/public-cache.ts';
import { findEventIdsByArtist, readPublishedEventIdsByArtist } from './events.repository.ts';

/** Each artist's published events from `since` on, their ids joined by commas (split when asked). */
interface ArtistCalendar {
  since: string;
  events: ReadonlyMap<string, string>;
}

async function readArtistCalendar(db: DbOrTx): Promise<ArtistCalendar> {
  const since = todayInAthens();
  const rows = await readPublishedEventIdsByArtist(db, since);
  return { since, events: new Map(rows.map((row) => [row.id, row.events])) };
}

export class ArtistNightsBook {
  constructor(
    private readonly db: DbOrTx,
    private readonly keeper?: Pick<PublicCache, 'keep'>,
  ) {}

  private calendar(): Promise<ArtistCalendar> | null {
    if (!this.keeper) return null;
    return this.keeper.keep('nights:artists', () => readArtistCalendar(this.db));
  }

  /** Reads them ahead of the first search after a start. */
  async warm(): Promise<void> {
    await this.calendar();
  }

  /**
   * The events of each of these artists, by artist: at least every published one on or after
   * `from` (the caller's query keeps to its dates and to published events). Artists with none are
   * left out.
   */
  async eventIds(artistIds: readonly string[], from: string): Promise<Map<string, string[]>> {
    const byArtist = new Map<string, string[]>();
    if (artistIds.length === 0) return byArtist;
    const calendar = await this.calendar();
    if (!calendar || from < calendar.since) return findEventIdsByArtist(this.db, artistIds);
    for (const id of artistIds) {
      const events = calendar.events.get(id);
      if (events) byArtist.set(id, events.split(','));
    }
    return byArtist;
  }
}
