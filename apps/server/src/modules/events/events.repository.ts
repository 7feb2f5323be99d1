/** SQL for events. Only this file (and the other repositories) touch the database. */
import type { County, TArtistSummary } from '@glentia/core';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  gte,
  inArray,
  lt,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { affectedRows, resultRows } from '../../db/results.ts';
import {
  artistSummaries,
  eventArtists,
  events,
  eventViews,
  favoriteCounts,
  venueSummaries,
} from '../../db/schema.ts';
import { containsAnyKey } from '../../db/search-match.ts';
import { artistSummaryColumns, venueSummaryColumns } from '../../db/selections.ts';
import { addViewOnDay } from './event-view-days.repository.ts';

export interface EventQuery {
  /** Only these events. */
  ids?: readonly string[];
  from?: string;
  to?: string;
  /** Only dates strictly before this one. */
  before?: string;
  counties?: readonly County[];
  artistIds?: readonly string[];
  locationIds?: readonly string[];
  publishedOnly: boolean;
  selected?: boolean;
  order?: 'asc' | 'desc';
  /** Sort by creation time (newest first) instead of by date. */
  newestFirst?: boolean;
  limit: number;
  offset?: number;
  /**
   * Leave the description out (it reads as null): for lists that never show it. Building the map's
   * whole range at 20,000 events peaked at 353–358 MB of RSS without it, 371–386 MB with it.
   */
  withoutDescription?: boolean;
  /** Leave the artists and saves out (a feed shows neither): the rows alone. */
  bare?: boolean;
}

/** Every column of an event but its search keys, which only the database's search reads. */
const { searchKey: _searchKey, titleKey: _titleKey, ...eventFields } = getTableColumns(events);

/**
 * What a page shows of an event beside its row, read in the row's own query: its artists in
 * billing order (then by name), each with the fields `artistSummaryColumns` names, and how many
 * have saved it. Read after the page they were two more trips to the database for every list,
 * search and event page (issue 35).
 */
const shownColumns = {
  artists: sql<TArtistSummary[]>`coalesce((
    select json_agg(json_build_object(${sql.join(
      Object.entries(artistSummaryColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
      sql`, `,
    )}) order by ${eventArtists.position}, ${artistSummaries.name})
    from ${eventArtists} join ${artistSummaries} on ${artistSummaries.id} = ${eventArtists.artistId}
    where ${eventArtists.eventId} = ${events.id}), '[]'::json)`,
  favorites:
    sql<number>`coalesce((select ${favoriteCounts.total} from ${favoriteCounts} where ${favoriteCounts.eventId} = ${events.id}), 0)`.mapWith(
      Number,
    ),
};

/** An event and its venue alone (feeds, which show neither artists nor saves). */
const eventColumnsBare = {
  event: eventFields,
  location: venueSummaryColumns,
};

export const eventColumns = { ...eventColumnsBare, ...shownColumns };

/** The same, with the description left out. */
const eventColumnsWithoutDescription = {
  ...eventColumns,
  event: { ...eventFields, description: sql<string | null>`null`.as('description') },
};

export type EventRow = {
  event: Omit<typeof events.$inferSelect, 'searchKey' | 'titleKey'>;
  location: {
    id: string;
    name: string;
    county: County | null;
    postalCode: string | null;
    phone: string | null;
    lat: number | null;
    lng: number | null;
    image: string | null;
    gender: 'm' | 'f' | 'n' | null;
  } | null;
  /** Its artists and saves (`shownColumns`), read with the row unless the query was `bare`. */
  artists?: TArtistSummary[];
  favorites?: number;
};

/** The filtering part of an event query. */
export type EventFilter = Omit<
  EventQuery,
  'limit' | 'offset' | 'order' | 'newestFirst' | 'withoutDescription' | 'bare'
>;

function conditionsOf(query: EventFilter): SQL[] {
  const conditions: SQL[] = [];
  if (query.publishedOnly) conditions.push(eq(events.published, true));
  if (query.ids) conditions.push(inArray(events.id, [...query.ids]));
  if (query.from) conditions.push(gte(events.date, query.from));
  if (query.to) conditions.push(lte(events.date, query.to));
  if (query.before) conditions.push(lt(events.date, query.before));
  if (query.selected === true) {
    // Featured means live: a canceled event leaves the row, and a promotion ends with its event.
    conditions.push(
      eq(events.selected, true),
      eq(events.canceled, false),
      sql`(${events.endAt} is null or ${events.endAt} > now())`,
    );
  } else if (query.selected === false) {
    conditions.push(eq(events.selected, false));
  }
  if (query.counties?.length) conditions.push(inArray(venueSummaries.county, [...query.counties]));
  if (query.locationIds?.length) conditions.push(inArray(events.locationId, [...query.locationIds]));
  if (query.artistIds?.length) {
    const ids = [...query.artistIds];
    conditions.push(
      exists(
        sql`(select 1 from ${eventArtists} where ${eventArtists.eventId} = ${events.id} and ${inArray(eventArtists.artistId, ids)})`,
      ),
    );
  }
  return conditions;
}

/** Events with their venue, filtered and sorted by date and start time (or newest first). */
export async function findEventRows(db: DbOrTx, query: EventQuery): Promise<EventRow[]> {
  const direction = query.order === 'desc' ? desc : asc;
  const ordering = query.newestFirst
    ? [desc(events.createdAt), asc(events.id)]
    : [
        direction(events.date),
        sql`${events.time} ${sql.raw(query.order === 'desc' ? 'desc' : 'asc')} nulls last`,
        asc(events.id),
      ];
  const rows = await db
    .select(
      query.bare
        ? eventColumnsBare
        : query.withoutDescription
          ? eventColumnsWithoutDescription
          : eventColumns,
    )
    .from(events)
    .leftJoin(venueSummaries, eq(events.locationId, venueSummaries.id))
    .where(and(...conditionsOf(query)))
    .orderBy(...ordering)
    .limit(query.limit)
    .offset(query.offset ?? 0);
  return rows as EventRow[];
}

export async function findEventRowById(db: DbOrTx, id: string): Promise<EventRow | null> {
  const rows = await db
    .select(eventColumns)
    .from(events)
    .leftJoin(venueSummaries, eq(events.locationId, venueSummaries.id))
    .where(eq(events.id, id))
    .limit(1);
  return (rows[0] as EventRow | undefined) ?? null;
}

/** The artists of each event, in billing order. */
export async function findArtistsOfEvents(
  db: DbOrTx,
  eventIds: readonly string[],
): Promise<Map<string, TArtistSummary[]>> {
  const result = new Map<string, TArtistSummary[]>();
  if (eventIds.length === 0) return result;
  const rows = await db
    .select({ eventId: eventArtists.eventId, ...artistSummaryColumns })
    .from(eventArtists)
    .innerJoin(artistSummaries, eq(eventArtists.artistId, artistSummaries.id))
    .where(inArray(eventArtists.eventId, [...eventIds]))
    .orderBy(asc(eventArtists.eventId), asc(eventArtists.position), asc(artistSummaries.name));
  for (const { eventId, ...artist } of rows) {
    const list = result.get(eventId);
    if (list) list.push(artist);
    else result.set(eventId, [artist]);
  }
  return result;
}

/**
 * Counts a view once per viewer and day; returns the event's view total, or null when no
 * published event has this id.
 */
export async function recordEventView(
  db: DbOrTx,
  input: { eventId: string; viewerKey: string; day: string },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({ views: events.views })
      .from(events)
      .where(and(eq(events.id, input.eventId), eq(events.published, true)));
    if (!event) return null;
    const inserted = await tx
      .insert(eventViews)
      .values({ eventId: input.eventId, deviceId: input.viewerKey, viewedOn: input.day })
      .onConflictDoNothing()
      .returning({ eventId: eventViews.eventId });
    if (inserted.length === 0) return event.views;
    await addViewOnDay(tx, input.eventId, input.day);
    const [updated] = await tx
      .update(events)
      .set({ views: sql`${events.views} + 1` })
      .where(eq(events.id, input.eventId))
      .returning({ views: events.views });
    return updated?.views ?? event.views;
  });
}

export async function countPublishedEvents(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(events).where(eq(events.published, true));
  return Number(row?.total ?? 0);
}

/** Days that have events matching the query (paging ignored), with how many, in date order. */
export async function countEventsByDay(
  db: DbOrTx,
  query: EventFilter,
): Promise<Array<{ date: string; count: number }>> {
  const rows = await db
    .select({ date: events.date, total: count() })
    .from(events)
    .leftJoin(venueSummaries, eq(events.locationId, venueSummaries.id))
    .where(and(...conditionsOf(query)))
    .groupBy(events.date)
    .orderBy(asc(events.date));
  return rows.map((row) => ({ date: row.date, count: Number(row.total) }));
}

/** A venue's events of a filter: how many, and the soonest of their dates. */
export interface VenueNights {
  id: string;
  count: number;
  first: string;
}

/**
 * The filter's events counted per venue (venues with none left out), from the narrow
 * `events_places_idx` alone: a two months' range at 100,000 events is 60,000 entries, and the
 * table's rows are 50 times wider. The map counts from the nights it keeps (`venue-nights.ts`)
 * and asks this only for what those do not hold: an artist's nights, a range in the past. The
 * venues' places and counties are the caller's to join.
 */
export async function countEventsByVenue(
  db: DbOrTx,
  query: Omit<EventFilter, 'counties'>,
): Promise<VenueNights[]> {
  const rows = await db
    .select({
      id: events.locationId,
      total: count(),
      first: sql<string>`min(${events.date})::text`,
    })
    .from(events)
    .where(and(...conditionsOf(query)))
    .groupBy(events.locationId);
  return rows.flatMap((row) => (row.id ? [{ id: row.id, count: Number(row.total), first: row.first }] : []));
}

/**
 * Ids as one uuid[] parameter: the statement's text is the same whatever their number, so it is
 * parsed and planned as one, not as a list of hundreds of parameters.
 */
const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * Every venue's published events from a day on, as their dates in order, one row a venue
 * (`venue-nights.ts` keeps them in the process). Read from `events_location_date_idx`; the dates
 * come as days since 1970-01-01 joined by commas: some 2,000 short rows at 100,000 events instead
 * of 100,000.
 */
export async function readPublishedDaysByVenue(
  db: DbOrTx,
  since: string,
): Promise<Array<{ id: string; days: string }>> {
  return resultRows<{ id: string; days: string }>(
    await db.execute(sql`
      select ${events.locationId} as id,
        string_agg((${events.date} - date '1970-01-01')::text, ',' order by ${events.date}) as days
      from ${events}
      where ${events.published} and ${events.locationId} is not null and ${events.date} >= ${since}
      group by ${events.locationId}`),
  );
}

/** Which device saw which event on a day: needed only to count a view once a day. */
export async function deleteOldEventViews(db: DbOrTx, beforeDay: string): Promise<number> {
  return affectedRows(await db.execute(sql`delete from event_views where viewed_on < ${beforeDay}::date`));
}

/** Adds one view to a published event; its new total, or null when no published event has this id. */
export async function incrementEventViews(db: DbOrTx, eventId: string): Promise<number | null> {
  const [row] = await db
    .update(events)
    .set({ views: sql`${events.views} + 1` })
    .where(and(eq(events.id, eventId), eq(events.published, true)))
    .returning({ views: events.views });
  return row ? row.views : null;
}

/**
 * The events these artists play at, by artist, for search: with `publishedSince`, only their
 * published ones from that day on (what a search can list; `artist-nights.ts` keeps them), else
 * every one they ever had.
 */
export async function findEventIdsByArtist(
  db: DbOrTx,
  artistIds: readonly string[],
  publishedSince?: string,
): Promise<Map<string, string[]>> {
  const byArtist = new Map<string, string[]>();
  if (artistIds.length === 0) return byArtist;
  const rows = await db
    .select({ artistId: eventArtists.artistId, eventId: eventArtists.eventId })
    .from(eventArtists)
    .innerJoin(events, eq(events.id, eventArtists.eventId))
    .where(
      and(
        inArray(eventArtists.artistId, [...artistIds]),
        publishedSince ? and(eq(events.published, true), gte(events.date, publishedSince)) : undefined,
      ),
    );
  for (const row of rows) {
    const ids = byArtist.get(row.artistId);
    if (ids) ids.push(row.eventId);
    else byArtist.set(row.artistId, [row.eventId]);
  }
  return byArtist;
}

/** One search word with what its names matched: venues (by name or by place), events of matching artists. */
export interface SearchWord {
  /** The word's keys (core's parseSearchQuery); any of them matches. */
  keys: readonly string[];
  /** Venues with the word in their name. */
  venueNameIds: string[];
  /** Venues with the word only in their village, town or county. */
  venuePlaceIds: string[];
  artistEventIds: string[];
}

/** What an event search asks: the words (all must match) and the dates, from `from` (today or later). */
export interface EventSearch {
  words: readonly SearchWord[];
  from: string;
  to: string | null;
}

/** The column is one of the ids, given as one array parameter (a county's hundreds of venues too). */
const anyOf = (column: AnyPgColumn, ids: string[]): SQL =>
  ids.length ? sql`${column} = any(${uuidArray(ids)})` : sql`false`;

/** The word is somewhere in the event: its title or description, its venue, an artist. */
function eventHasWord(word: SearchWord): SQL {
  return sql`(${containsAnyKey(events.searchKey, word.keys)} or ${anyOf(events.locationId, [...word.venueNameIds, ...word.venuePlaceIds])} or ${anyOf(events.id, word.artistEventIds)})`;
}

/** The word is in one of the event's names: its title, its venue's name, an artist's. */
function eventNameHasWord(word: SearchWord): SQL {
  return sql`(${containsAnyKey(events.titleKey, word.keys)} or ${anyOf(events.locationId, word.venueNameIds)} or ${anyOf(events.id, word.artistEventIds)})`;
}

/** The word is the village, town or county of the event's venue. */
function eventPlaceHasWord(word: SearchWord): SQL {
  return anyOf(events.locationId, word.venuePlaceIds);
}

/** One of the word's keys is in the event's title or description. */
const inDescription = (word: SearchWord): SQL => containsAnyKey(events.searchKey, word.keys);

/** Not `condition`, a null (no venue) counting as false. */
const isNot = (condition: SQL): SQL => sql`(${condition}) is not true`;

/**
 * How well an event matches one word: a name holding it (the event's title, its venue's, an
 * artist's) 3, the venue's village or county 2, the description 1.
 */
function eventWordWeight(word: SearchWord): SQL {
  return sql`(case when ${eventNameHasWord(word)} then 3 when ${eventPlaceHasWord(word)} then 2 when ${containsAnyKey(events.searchKey, word.keys)} then 1 else 0 end)`;
}

const byDate = [asc(events.date), sql`${events.time} asc nulls last`, asc(events.id)];
/** Matching events of one weight band, listed by `weight` when it has one, then by date. */
interface SearchTier {
  where: SQL;
  weight?: SQL;
}

/**
 * The bands a search's events are listed in, best first; together they are every event that
 * matches, each once, in the order "weight (the sum of eventWordWeight), date, time, id". Only the
 * events a name or a place matched can weigh more than the description alone, and those are
 * bounded id lists and titles (each with an index); every other match weighs the same, so it is
 * listed by date, and the database walks the date index and stops at the page's end instead of
 * weighing and sorting every description that holds a common word.
 */
function searchTiers(words: readonly SearchWord[], within: SQL): SearchTier[] {
  if (words.length === 0) return [{ where: within }];
  // Every word in the description alone (no name or place holds any): the planner sees only that.
  const descriptionsOnly: SearchTier = {
    where: and(
      within,
      ...words.map(inDescription),
      ...words.flatMap((word) => [isNot(eventNameHasWord(word)), isNot(eventPlaceHasWord(word))]),
    )!,
  };
  if (words.length > WEIGHED_IN_STEPS_UP_TO) {
    const raised = sql`(${sql.join(
      words.map((word) => sql`${eventNameHasWord(word)} or ${eventPlaceHasWord(word)}`),
      sql` or `,
    )})`;
    const weight = sql.join(words.map(eventWordWeight), sql` + `);
    return [{ where: and(within, ...words.map(eventHasWord), raised)!, weight }, descriptionsOnly];
  }
  // A few words: one band for each weight above that, best first, each in date order. A band is
  // the events whose words are found where one of its ways says (a name, a place, the
  // description), so the database reads each from the names' index and id lists or walks the date
  // index and stops at the page, instead of weighing and sorting every event of a county whose
  // description holds a common word. A name holding the word is a match already, so a one-word
  // band of names reads the titles' index, not every description that holds it.
  const byWeight = new Map<number, SQL[]>();
  for (const levels of levelCombinations(words.length)) {
    const weight = levels.reduce((sum, level) => sum + level, 0);
    if (weight === words.length) continue;
    // A word no venue's place matched is never found at a place: that way finds nothing, and a
    // band of such ways alone is not asked at all (a trip to the database saved).
    if (levels.some((level, index) => level === 2 && words[index]!.venuePlaceIds.length === 0)) continue;
    const found = and(...levels.map((level, index) => wordFoundAt(words[index]!, level)))!;
    byWeight.set(weight, [...(byWeight.get(weight) ?? []), found]);
  }
  return [
    ...[...byWeight.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, ways]) => ({
        where: and(within, ways.length === 1 ? ways[0] : or(...ways))!,
        orderBy: byDate,
      })),
    descriptionsOnly,
  ];
}

/**
 * Up to this many words, the events a name or a place raised are read a weight at a time. Three
 * words make 26 ways to be found, and planning them cost more than weighing saved (100,000
 * events: «live music chania» 151 → 773 ms).
 */
const WEIGHED_IN_STEPS_UP_TO = 2;

/** Where a word is found, by its weight: 3 a name, 2 only a place, 1 only the description. */
function wordFoundAt(word: SearchWord, level: number): SQL {
  const inName = eventNameHasWord(word);
  if (level === 3) return inName;
  const inPlace = eventPlaceHasWord(word);
  if (level === 2) return and(isNot(inName), inPlace)!;
  return and(inDescription(word), isNot(inName), isNot(inPlace))!;
}

/** Every way `count` words can each be found at weight 3, 2 or 1. */
function levelCombinations(count: number): number[][] {
  if (count === 0) return [[]];
  return levelCombinations(count - 1).flatMap((rest) => [3, 2, 1].map((level) => [level, ...rest]));
}

/** What a search asks of the events: a page, and how far past it to count. */
export interface EventSearchPage {
  limit: number;
  offset: number;
  /** Stop counting this many events past the page's end (the total is then "at least"). */
  countAhead: number;
}

/** What a band's events are listed by: its weight (when it has one), date, time, id. */
interface TierKey {
  id: string;
  date: string;
  time: string | null;
  weight: number;
}

/**
 * The band's events up to `cap`, as the keys they are listed by: how many match (a common word's
 * band is not read to its end), and, for a band read to its end, its whole order.
 */
function tierKeys(db: DbOrTx, tier: SearchTier, cap: number) {
  return db
    .select({
      id: events.id,
      date: events.date,
      time: events.time,
      weight: (tier.weight ? sql<number>`${tier.weight}` : sql<number>`0`).mapWith(Number),
    })
    .from(events)
    .where(tier.where)
    .limit(cap);
}

/** The listed order of TierKey (as byDate, weight first), for a band read whole. */
function byListedOrder(a: TierKey, b: TierKey): number {
  if (a.weight !== b.weight) return b.weight - a.weight;
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.time !== b.time) {
    if (a.time === null) return 1;
    if (b.time === null) return -1;
    return a.time < b.time ? -1 : 1;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The ids of a crowded band's first `count` events in its listed order: the database walks
 * `events_search_walk_idx` in that order, checking venues and titles from the index alone (only a
 * description's words send it to the table), and stops there. The page is then read by id.
 */
function crowdedTierIds(db: DbOrTx, tier: SearchTier, count: number) {
  return db
    .select({ id: events.id })
    .from(events)
    .where(tier.where)
    .orderBy(...(tier.weight ? [desc(tier.weight)] : []), ...byDate)
    .limit(count);
}

/**
 * A crowded band's page: the database walks the band in its order as crowdedTierIds does, stops
 * at the page's end, and reads those events' rows in the same query. The page's few rows are put
 * in order here, so the query sorts nothing.
 */
function crowdedTierPage(db: DbOrTx, tier: SearchTier, skip: number, count: number) {
  const page = crowdedTierIds(db, tier, count).offset(skip).as('page');
  return db
    .select({
      ...eventColumns,
      weight: (tier.weight ? sql<number>`${tier.weight}` : sql<number>`0`).mapWith(Number),
    })
    .from(page)
    .innerJoin(events, eq(events.id, page.id))
    .leftJoin(venueSummaries, eq(events.locationId, venueSummaries.id));
}

async function crowdedTierRows(
  db: DbOrTx,
  tier: SearchTier,
  skip: number,
  count: number,
): Promise<EventRow[]> {
  const rows = (await crowdedTierPage(db, tier, skip, count)) as Array<EventRow & { weight: number }>;
  const keyed = rows.map(({ weight, ...row }) => {
    const { id, date, time } = row.event;
    return { key: { id, date, time, weight }, row: row as EventRow };
  });
  return keyed.sort((a, b) => byListedOrder(a.key, b.key)).map(({ row }) => row);
}

/** These events, in this order. */
async function eventRowsInOrder(db: DbOrTx, ids: readonly string[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  const found = (await db
    .select(eventColumns)
    .from(events)
    .leftJoin(venueSummaries, eq(events.locationId, venueSummaries.id))
    .where(inArray(events.id, [...ids]))) as EventRow[];
  const byId = new Map(found.map((row) => [row.event.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A band's rows are read a block of this many of its known order at a time: a query costs nearly
 * as much for one row as for thirty (1.6 against 4.2 ms on the embedded database at 20,000 events),
 * and the next search of the same words (another page size, the next page) asks for its neighbours.
 */
const BAND_ROWS_BLOCK = 32;

/**
 * The rows of the events of `order` (a band's events in listed order, or its first ones) from
 * `skip` to `end`. With a memory, those a search read before are not read again, and the others
 * are read with the rest of their blocks of BAND_ROWS_BLOCK, which the memory keeps.
 */
async function bandRows(
  db: DbOrTx,
  order: readonly string[],
  skip: number,
  end: number,
  memory?: BandMemory,
): Promise<EventRow[]> {
  if (!memory) return eventRowsInOrder(db, order.slice(skip, end));
  const ids = order.slice(skip, end);
  const byId = new Map<string, EventRow>();
  for (const id of ids) {
    const kept = memory.row(id);
    if (kept) byId.set(id, kept);
  }
  if (byId.size < ids.length) {
    const blocks = order.slice(
      Math.floor(skip / BAND_ROWS_BLOCK) * BAND_ROWS_BLOCK,
      Math.ceil(end / BAND_ROWS_BLOCK) * BAND_ROWS_BLOCK,
    );
    const read = await eventRowsInOrder(
      db,
      blocks.filter((id) => !byId.has(id) && !memory.row(id)),
    );
    memory.keepRows(read);
    for (const row of read) byId.set(row.event.id, row);
  }
  readAhead(db, order, end, memory);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A page that ends in the second half of its block is most likely followed by the next one (the
 * app's "more" asks 20 events further): the next block's rows are read once this search's answer
 * is ready, off its path, so that page finds them kept. Only rows no search has kept are read, and
 * the same ones once, however many searches ask meanwhile.
 */
function readAhead(db: DbOrTx, order: readonly string[], end: number, memory: BandMemory): void {
  const next = Math.ceil(end / BAND_ROWS_BLOCK) * BAND_ROWS_BLOCK;
  if (next - end >= BAND_ROWS_BLOCK / 2 || next >= order.length) return;
  const ids = order.slice(next, next + BAND_ROWS_BLOCK).filter((id) => !memory.has(id));
  if (ids.length > 0) memory.readAhead(ids, () => eventRowsInOrder(db, ids));
}

function searchWithin(search: EventSearch): SQL {
  return and(
    eq(events.published, true),
    gte(events.date, search.from),
    search.to ? lte(events.date, search.to) : undefined,
  )!;
}

/**
 * What a search learnt of one of its bands: how many events it counted (all of them, or as many as
 * it asked for), and, for a band counted to its end, their ids in listed order. Remembered for the
 * next search of the same meaning (`SearchBandsBook`), it spares that search the band's count: its
 * next page, or the same words with another page size.
 */
export interface KnownBand {
  counted: number;
  order: readonly string[] | null;
  /**
   * For a crowded band (no `order`): the ids of its first events in listed order, as far as its
   * pages were walked, so its next pages within them are read by id.
   */
  head?: readonly string[];
}

/**
 * Where a search keeps what it learnt of its bands, by their place in the search, and the rows of
 * the events it read (any search's: a page of other words or another size holds many of them).
 */
export interface BandMemory {
  get(band: number): KnownBand | undefined;
  set(band: number, known: KnownBand): void;
  /** A kept row, which then counts as the most recently read. */
  row(id: string): EventRow | undefined;
  /** Whether a row is kept, without counting as a read (a read ahead only looks). */
  has(id: string): boolean;
  keepRows(rows: readonly EventRow[]): void;
  /** Reads these rows (`read`) once the search's answer is ready, to keep them. */
  readAhead(ids: readonly string[], read: () => Promise<EventRow[]>): void;
}

/**
 * A band to be remembered is counted to a multiple of this, so the next page (a cap 30 events
 * further) finds its count known too. A band's order is remembered up to BAND_KEPT_UP_TO ids, so
 * no deep page fills the memory with its ids; one counted further is counted to the room asked.
 */
const BAND_COUNT_STEP = 128;
const BAND_KEPT_UP_TO = 512;

/** The band counted up to `room` at least: from memory when it knows that much, else by its keys. */
async function countBand(
  db: DbOrTx,
  tier: SearchTier,
  room: number,
  memory: { at: number; of?: BandMemory },
): Promise<KnownBand> {
  const known = memory.of?.get(memory.at);
  if (known && (known.order || known.counted >= room)) return known;
  const read =
    memory.of && room <= BAND_KEPT_UP_TO ? Math.ceil(room / BAND_COUNT_STEP) * BAND_COUNT_STEP : room;
  const keys = await tierKeys(db, tier, read);
  const band: KnownBand = {
    counted: keys.length,
    order: keys.length < read ? keys.sort(byListedOrder).map((key) => key.id) : null,
  };
  if ((band.order?.length ?? 0) <= BAND_KEPT_UP_TO) memory.of?.set(memory.at, band);
  return band;
}

/**
 * A crowded band's page. With a memory, the band is walked once to a multiple of BAND_COUNT_STEP
 * past the page, for its ids alone, which are kept (`KnownBand.head`): its pages up to there (the
 * next one, another page size) are then read by id, instead of each walking the band again. A page
 * deeper than BAND_KEPT_UP_TO, or one without a memory, is walked and read in one query.
 */
async function crowdedBandRows(
  db: DbOrTx,
  tier: SearchTier,
  band: KnownBand,
  skip: number,
  wanted: number,
  memory: { at: number; of?: BandMemory },
): Promise<EventRow[]> {
  const end = skip + wanted;
  if (!memory.of || end > BAND_KEPT_UP_TO) return crowdedTierRows(db, tier, skip, wanted);
  let head = band.head;
  if (!head || head.length < end) {
    const walked = Math.ceil(end / BAND_COUNT_STEP) * BAND_COUNT_STEP;
    head = (await crowdedTierIds(db, tier, walked)).map((row) => row.id);
    // Walked to its end: the whole band, in order.
    memory.of.set(
      memory.at,
      head.length < walked ? { counted: head.length, order: head } : { ...band, head },
    );
  }
  return bandRows(db, head, skip, end, memory.of);
}

/**
 * Published events within the dates where each word is in the event, its venue or an artist; one
 * page, best match first, and how many match (`capped` when counting stopped `countAhead` events
 * past the page). The names were matched first (small tables), so these queries only compare ids
 * and texts. Descriptions are long: a word must be in them as typed (accents, case and Greeklish
 * aside); near misses are forgiven in names only. With a `memory` of the same meaning's searches,
 * a band whose count it holds is not counted again.
 */
export async function searchEventRows(
  db: DbOrTx,
  search: EventSearch,
  page: EventSearchPage,
  memory?: BandMemory,
): Promise<{ rows: EventRow[]; total: number; capped: boolean }> {
  const cap = page.offset + page.limit + page.countAhead;
  const rows: EventRow[] = [];
  let total = 0;
  let skip = page.offset;
  const tiers = searchTiers(search.words, searchWithin(search));
  for (const [at, tier] of tiers.entries()) {
    // The band's keys first, in any order: they say how many match, and a band read to its end is
    // small, so its page is taken from them, instead of the planner walking the date index in the
    // hope of meeting its few events early, and read by id. A crowded band's page is walked in
    // its order and read in the same query.
    const room = cap - total + 1;
    const band = await countBand(db, tier, room, { at, of: memory });
    const inTier = Math.min(band.counted, room);
    const wanted = page.limit - rows.length;
    if (wanted > 0 && inTier > skip) {
      rows.push(
        ...(band.order
          ? await bandRows(db, band.order, skip, skip + wanted, memory)
          : await crowdedBandRows(db, tier, band, skip, wanted, { at, of: memory })),
      );
    }
    skip = Math.max(0, skip - inTier);
    total += inTier;
    // Past the cap the page is whole (it ends before the cap), and counting further is what costs.
    if (total > cap) return { rows, total: cap, capped: true };
  }
  return { rows, total, capped: false };
}

/** The plans of a search's queries, band by band (`EXPLAIN`, `analyze` to run them): tests and README. */
export async function explainEventSearch(
  db: DbOrTx,
  search: EventSearch,
  page: EventSearchPage,
  analyze = false,
): Promise<Array<{ count: string; page: string }>> {
  const explain = async (query: SQLWrapper) => {
    const result = await db.execute<Record<string, string>>(
      sql`explain ${analyze ? sql.raw('(analyze, buffers off) ') : sql``}${query}`,
    );
    const rows = (
      Array.isArray(result) ? result : (result as { rows: Record<string, string>[] }).rows
    ) as Record<string, string>[];
    return rows.map((row) => Object.values(row)[0]).join('\n');
  };
  const cap = page.offset + page.limit + page.countAhead;
  const plans: Array<{ count: string; page: string }> = [];
  for (const tier of searchTiers(search.words, searchWithin(search))) {
    plans.push({
      count: await explain(tierKeys(db, tier, cap + 1)),
      page: await explain(crowdedTierPage(db, tier, page.offset, page.limit)),
    });
  }
  return plans;
}

/** Ids and last changes of the published events on or after `today`, soonest first (the sitemap). */
export async function findUpcomingEventStamps(
  db: DbOrTx,
  today: string,
  limit: number,
): Promise<Array<{ id: string; updatedAt: Date }>> {
  return db
    .select({ id: events.id, updatedAt: events.updatedAt })
    .from(events)
    .where(and(eq(events.published, true), gte(events.date, today)))
    .orderBy(asc(events.date), asc(events.id))
    .limit(limit);
}
