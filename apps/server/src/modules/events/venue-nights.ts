/**
 * Every venue's published nights from today on, kept in the process as sorted day numbers, so the
 * map counts a range's nights at each venue with two binary searches, whatever the island's
 * calendar holds. Counted in the database, the whole island's two months grew with the events
 * (issue 35: the map's list 19–29 ms at 100,000 events against 7–10 ms at 20,000). Kept with the
 * public cache's answers (`keeper`), as search's names are: read again after a change to public
 * data, here or in another process, or past `NIGHTS_LIFETIME_MS`; without one (a test, a script)
 * read for every question. What they do not hold is counted in the database: an artist's nights
 * (they do not say who plays) and a range that starts before the day they were read from (the
 * past, which only grows).
 */
import { addDays, daysBetween, todayInAthens } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import type { PublicCache } from '../../lib/public-cache.ts';
import { countEventsByVenue, readPublishedDaysByVenue, type VenueNights } from './events.repository.ts';

const EPOCH = '1970-01-01';

/**
 * How long the nights are counted from before they are read again in the background, unless public
 * data changed first. Reading them takes 26–140 ms at 100,000 events on the embedded database's one
 * thread, where every other query waits, so not every 30 s as the answers: a change made here,
 * announced by another process, or missed while the LISTEN connection was down drops them at once
 * (`PublicCache`, `PostgresListener`), and this only bounds how late a write that skipped all of
 * those shows.
 */
export const NIGHTS_LIFETIME_MS = 10 * 60_000;

/** Each venue's published nights from `since` on, as days since 1970-01-01, in order. */
interface VenueCalendar {
  since: string;
  days: ReadonlyMap<string, Int32Array>;
  /** Each day number as a date, made once: a map's answer names a soonest night for every venue. */
  dates: Map<number, string>;
}

async function readVenueCalendar(db: DbOrTx): Promise<VenueCalendar> {
  const since = todayInAthens();
  const days = new Map<string, Int32Array>();
  for (const venue of await readPublishedDaysByVenue(db, since)) {
    days.set(venue.id, Int32Array.from(venue.days.split(','), Number));
  }
  return { since, days, dates: new Map() };
}

/** What the map counts: a range, and the venues or artists it is narrowed to. */
export interface NightsFilter {
  from: string;
  to: string;
  locationIds?: readonly string[] | undefined;
  artistIds?: readonly string[] | undefined;
}

/** The first index of `days` (in order) holding `day` or a later one. */
function firstAtOrAfter(days: Int32Array, day: number): number {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (days[middle]! < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class VenueNightsBook {
  constructor(
    private readonly db: DbOrTx,
    private readonly keeper?: Pick<PublicCache, 'keep'>,
  ) {}

  private calendar(): Promise<VenueCalendar> {
    if (!this.keeper) return readVenueCalendar(this.db);
    return this.keeper.keep('nights:venues', () => readVenueCalendar(this.db), NIGHTS_LIFETIME_MS);
  }

  /** Reads them ahead of the first map after a start. */
  async warm(): Promise<void> {
    await this.calendar();
  }

  /**
   * The published nights of a range (both days included) at each venue, or at the venues of
   * `locationIds` when it names any, and only an artist's when `artistIds` names any: how many and
   * the soonest, venues with none left out, in no order.
   */
  async count(filter: NightsFilter): Promise<VenueNights[]> {
    const calendar = await this.calendar();
    if (filter.artistIds?.length || filter.from < calendar.since)
      return countEventsByVenue(this.db, { ...filter, publishedOnly: true });
    const from = daysBetween(EPOCH, filter.from);
    const to = daysBetween(EPOCH, filter.to);
    const counted: VenueNights[] = [];
    const countAt = (id: string) => {
      const days = calendar.days.get(id);
      if (!days) return;
      const start = firstAtOrAfter(days, from);
      const count = firstAtOrAfter(days, to + 1) - start;
      if (count === 0) return;
      const first = days[start]!;
      let date = calendar.dates.get(first);
      if (date === undefined) {
        date = addDays(EPOCH, first);
        calendar.dates.set(first, date);
      }
      counted.push({ id, count, first: date });
    };
    if (filter.locationIds?.length) for (const id of new Set(filter.locationIds)) countAt(id);
    else for (const id of calendar.days.keys()) countAt(id);
    return counted;
  }
}
