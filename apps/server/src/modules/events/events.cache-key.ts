/**
 * The public cache's key of an event query. Keyed by the query's text, every spelling of one
 * question was its own miss (`?county=A,B` and `?county=B&county=A`, or no dates and today's
 * default dates written out), so anyone could keep the server building answers with new spellings.
 * Here the question is written one way: the range resolved to whole days as the services resolve
 * it, lists deduplicated and sorted, and today's date (which decides what counts as past).
 */
import { addMonths, todayInAthens } from '@glentia/core';

export interface EventQueryForKey {
  from?: string | undefined;
  to?: string | undefined;
  county: readonly string[];
  artist: readonly string[];
  location: readonly string[];
  days?: number | undefined;
  skip?: number | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
  /** Where on the map: the area's blocks at its zoom, or the point the list is ordered from. */
  area?: string | undefined;
}

const listKey = (values: readonly string[]) =>
  [...new Set(values.map((value) => value.toLowerCase()))].sort().join(',');

/** One key for every spelling of the same question to `kind` (list, summary, days). */
export function eventQueryCacheKey(kind: string, query: EventQueryForKey, today = todayInAthens()): string {
  const from = query.from ?? today;
  const to = query.to ?? addMonths(from, 2);
  return [
    kind,
    today,
    from,
    to,
    listKey(query.county),
    listKey(query.artist),
    listKey(query.location),
    query.days ?? '',
    query.skip ?? '',
    query.limit ?? '',
    query.offset ?? '',
    query.area ?? '',
  ].join('|');
}
