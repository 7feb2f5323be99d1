/**
 * The artists and venues with the most upcoming events, ranked and cut in the database; only this
 * file of the busiest names writes SQL. The names come from the artist_summaries and
 * venue_summaries read models, so the count and the billing are joined in one query.
 */
import type { TArtistSummary, TLocationSummary } from '@glentia/core';
import { and, asc, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { artistSummaries, eventArtists, events, venueSummaries } from '../../db/schema.ts';
import { artistSummaryColumns, venueSummaryColumns } from '../../db/selections.ts';

export interface BusiestOptions {
  /** Named first whatever their count (the home page's own). */
  first: readonly string[];
  /** How many in all. */
  max: number;
}

/** Upcoming as the dashboards count it: published, on `today` or later. */
const upcomingFrom = (today: string) => and(eq(events.published, true), gte(events.date, today));

/** `first`, then the most upcoming events, then by name and id, so ties always fall the same way. */
function busiestOrder(
  columns: { id: AnyPgColumn; name: AnyPgColumn; upcoming: SQL.Aliased<number> },
  first: readonly string[],
) {
  return [
    // Without `first` the flag is the constant `false`, which PostgreSQL refuses as a sort key.
    ...(first.length > 0 ? [desc(inArray(columns.id, [...first]))] : []),
    desc(sql`coalesce(${columns.upcoming}, 0)`),
    asc(columns.name),
    asc(columns.id),
  ];
}

/** At most `max` artists: those of `first`, then those billed on the most upcoming events. */
export async function findBusiestArtistSummaries(
  db: DbOrTx,
  today: string,
  { first, max }: BusiestOptions,
): Promise<TArtistSummary[]> {
  const upcoming = db
    .select({ artistId: eventArtists.artistId, events: count().as('events') })
    .from(eventArtists)
    .innerJoin(events, eq(events.id, eventArtists.eventId))
    .where(upcomingFrom(today))
    .groupBy(eventArtists.artistId)
    .as('upcoming');
  return db
    .select(artistSummaryColumns)
    .from(artistSummaries)
    .leftJoin(upcoming, eq(upcoming.artistId, artistSummaries.id))
    .orderBy(
      ...busiestOrder(
        { id: artistSummaries.id, name: artistSummaries.name, upcoming: upcoming.events },
        first,
      ),
    )
    .limit(max);
}

/** At most `max` venues: those of `first`, then those with the most upcoming events. */
export async function findBusiestVenueSummaries(
  db: DbOrTx,
  today: string,
  { first, max }: BusiestOptions,
): Promise<TLocationSummary[]> {
  const upcoming = db
    .select({ locationId: events.locationId, events: count().as('events') })
    .from(events)
    .where(upcomingFrom(today))
    .groupBy(events.locationId)
    .as('upcoming');
  return db
    .select(venueSummaryColumns)
    .from(venueSummaries)
    .leftJoin(upcoming, eq(upcoming.locationId, venueSummaries.id))
    .orderBy(
      ...busiestOrder({ id: venueSummaries.id, name: venueSummaries.name, upcoming: upcoming.events }, first),
    )
    .limit(max);
}
