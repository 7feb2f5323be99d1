/** SQL for the partner and artist pages: the numbers and coming dates of a partner's venues or an artist's pages. */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventArtists, events, venueSummaries } from '../../db/schema.ts';

/** What the numbers are grouped by: the event's venue, or each artist on its bill. */
export type DashboardKey = 'venue' | 'artist';

/** Per venue or artist: published upcoming and past events, and the views of all its events. */
export async function countEventsBy(db: DbOrTx, by: DashboardKey, ids: readonly string[], today: string) {
  if (ids.length === 0) return [];
  const key = by === 'venue' ? events.locationId : eventArtists.artistId;
  const published = (when: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${events.published} and ${when})`.mapWith(Number);
  let query = db
    .select({
      id: sql<string>`${key}`,
      upcoming: published(sql`${events.date} >= ${today}`),
      past: published(sql`${events.date} < ${today}`),
      views: sql<number>`coalesce(sum(${events.views}), 0)`.mapWith(Number),
    })
    .from(events)
    .$dynamic();
  if (by === 'artist') query = query.innerJoin(eventArtists, eq(eventArtists.eventId, events.id));
  return query.where(inArray(key, [...ids])).groupBy(key);
}

/** Upcoming events (published or waiting) at these venues or with these artists, soonest first. */
export async function findUpcomingEventsOf(
  db: DbOrTx,
  by: DashboardKey,
  ids: readonly string[],
  today: string,
  limit = 200,
) {
  if (ids.length === 0) return [];
  const chosen =
    by === 'venue'
      ? inArray(events.locationId, [...ids])
      : inArray(
          events.id,
          db
            .selectDistinct({ id: eventArtists.eventId })
            .from(eventArtists)
            .where(inArray(eventArtists.artistId, [...ids])),
        );
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
    .where(and(chosen, gte(events.date, today)))
    .orderBy(asc(events.date), asc(events.time))
    .limit(limit);
}

/** The partner running the venue of this event (null when none or no such event). */
export async function findEventPartner(
  db: DbOrTx,
  eventId: string,
): Promise<{ partnerId: string | null } | null> {
  const [row] = await db
    .select({ partnerId: venueSummaries.partnerId })
    .from(events)
    .leftJoin(venueSummaries, eq(venueSummaries.id, events.locationId))
    .where(eq(events.id, eventId));
  return row ?? null;
}
