/** SQL for the partner page: a partner's venues and the numbers of their events. */
import { and, asc, count, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { artistSummaries, eventArtists, events, favorites, venueSummaries } from '../../db/schema.ts';

export async function findPartnerVenues(db: DbOrTx, partnerId: string) {
  return db
    .select({ id: venueSummaries.id, name: venueSummaries.name, county: venueSummaries.county })
    .from(venueSummaries)
    .where(eq(venueSummaries.partnerId, partnerId))
    .orderBy(asc(venueSummaries.name));
}

/** Per venue: published upcoming and past events, and the views of all its events. */
export async function countVenueEvents(db: DbOrTx, venueIds: string[], today: string) {
  if (venueIds.length === 0) return [];
  return db
    .select({
      locationId: events.locationId,
      upcoming:
        sql<number>`count(*) filter (where ${events.published} and ${events.date} >= ${today})`.mapWith(
          Number,
        ),
      past: sql<number>`count(*) filter (where ${events.published} and ${events.date} < ${today})`.mapWith(
        Number,
      ),
      views: sum(events.views).mapWith(Number),
    })
    .from(events)
    .where(inArray(events.locationId, venueIds))
    .groupBy(events.locationId);
}

/** Upcoming events (published or waiting) at these venues, soonest first. */
export async function findUpcomingVenueEvents(db: DbOrTx, venueIds: string[], today: string, limit = 200) {
  if (venueIds.length === 0) return [];
  return db
    .select({
      id: events.id,
      date: events.date,
      time: events.time,
      locationId: events.locationId,
      published: events.published,
      canceled: events.canceled,
      views: events.views,
    })
    .from(events)
    .where(and(inArray(events.locationId, venueIds), gte(events.date, today)))
    .orderBy(asc(events.date), asc(events.time))
    .limit(limit);
}

export async function countFavoritesOf(db: DbOrTx, eventIds: string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: favorites.eventId, total: count() })
    .from(favorites)
    .where(inArray(favorites.eventId, eventIds))
    .groupBy(favorites.eventId);
  return new Map(rows.map((row) => [row.eventId, Number(row.total)]));
}

export async function findArtistNamesOf(db: DbOrTx, eventIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (eventIds.length === 0) return result;
  const rows = await db
    .select({ eventId: eventArtists.eventId, name: artistSummaries.name })
    .from(eventArtists)
    .innerJoin(artistSummaries, eq(artistSummaries.id, eventArtists.artistId))
    .where(inArray(eventArtists.eventId, eventIds))
    .orderBy(asc(eventArtists.position));
  for (const row of rows) result.set(row.eventId, [...(result.get(row.eventId) ?? []), row.name]);
  return result;
}

// ---------------------------------------------------------------- the same numbers, by artist

/** Per artist: published upcoming and past dates, and the views of all its dates. */
export async function countArtistEvents(db: DbOrTx, artistIds: string[], today: string) {
  if (artistIds.length === 0) return [];
  return db
    .select({
      artistId: eventArtists.artistId,
      upcoming:
        sql<number>`count(*) filter (where ${events.published} and ${events.date} >= ${today})`.mapWith(
          Number,
        ),
      past: sql<number>`count(*) filter (where ${events.published} and ${events.date} < ${today})`.mapWith(
        Number,
      ),
      views: sql<number>`coalesce(sum(${events.views}), 0)`.mapWith(Number),
    })
    .from(eventArtists)
    .innerJoin(events, eq(events.id, eventArtists.eventId))
    .where(inArray(eventArtists.artistId, artistIds))
    .groupBy(eventArtists.artistId);
}

/** Upcoming dates (published or waiting) of these artists, soonest first, with their venue. */
export async function findUpcomingArtistEvents(db: DbOrTx, artistIds: string[], today: string, limit = 200) {
  if (artistIds.length === 0) return [];
  const ids = db
    .selectDistinct({ id: eventArtists.eventId })
    .from(eventArtists)
    .where(inArray(eventArtists.artistId, artistIds));
  return db
    .select({
      id: events.id,
      date: events.date,
      time: events.time,
      locationId: events.locationId,
      venue: venueSummaries.name,
      venuePartnerId: venueSummaries.partnerId,
      published: events.published,
      canceled: events.canceled,
      rejectReason: events.rejectReason,
      views: events.views,
    })
    .from(events)
    .leftJoin(venueSummaries, eq(venueSummaries.id, events.locationId))
    .where(and(inArray(events.id, ids), gte(events.date, today)))
    .orderBy(asc(events.date), asc(events.time))
    .limit(limit);
}

/** The artists of each event, by id, in billing order. */
export async function findArtistIdsOf(db: DbOrTx, eventIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (eventIds.length === 0) return result;
  const rows = await db
    .select({ eventId: eventArtists.eventId, artistId: eventArtists.artistId })
    .from(eventArtists)
    .where(inArray(eventArtists.eventId, eventIds))
    .orderBy(asc(eventArtists.position));
  for (const row of rows) result.set(row.eventId, [...(result.get(row.eventId) ?? []), row.artistId]);
  return result;
}
