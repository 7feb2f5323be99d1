/** SQL: what notifications say about an event (its day, venue and artists), read when they are written. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { artistSummaries, eventArtists, events, venueSummaries } from '../../db/schema.ts';

/** The event's state and description for notifications; null when it no longer exists. */
export async function findEventFacts(db: DbOrTx, eventId: string) {
  const [row] = await db
    .select({
      id: events.id,
      date: events.date,
      time: events.time,
      published: events.published,
      canceled: events.canceled,
      venue: venueSummaries.name,
      venueGender: venueSummaries.gender,
      image: events.image,
      thumbnail: events.thumbnail,
      ownerId: events.ownerId,
    })
    .from(events)
    .leftJoin(venueSummaries, eq(events.locationId, venueSummaries.id))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row) return null;
  const billing = await db
    .select({ name: artistSummaries.name })
    .from(eventArtists)
    .innerJoin(artistSummaries, eq(eventArtists.artistId, artistSummaries.id))
    .where(eq(eventArtists.eventId, eventId))
    .orderBy(asc(eventArtists.position), asc(artistSummaries.name));
  return { ...row, artists: billing.map((artist) => artist.name) };
}
