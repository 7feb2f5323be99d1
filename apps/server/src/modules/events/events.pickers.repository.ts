/** Which artists and venues a person has put on their own events; only this file of the pickers writes SQL. */
import { and, desc, eq, isNotNull, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventArtists, events } from '../../db/schema.ts';

/** Artist ids of the owner's events, most recently used first. */
export async function findOwnArtistIds(db: DbOrTx, ownerId: string, limit = 200): Promise<string[]> {
  const lastUse = max(events.createdAt);
  const rows = await db
    .select({ id: eventArtists.artistId, lastUse })
    .from(eventArtists)
    .innerJoin(events, eq(events.id, eventArtists.eventId))
    .where(eq(events.ownerId, ownerId))
    .groupBy(eventArtists.artistId)
    .orderBy(desc(lastUse), eventArtists.artistId)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Venue ids of the owner's events, most recently used first. */
export async function findOwnLocationIds(db: DbOrTx, ownerId: string, limit = 200): Promise<string[]> {
  const lastUse = max(events.createdAt);
  const rows = await db
    .select({ id: events.locationId, lastUse })
    .from(events)
    .where(and(eq(events.ownerId, ownerId), isNotNull(events.locationId)))
    .groupBy(events.locationId)
    .orderBy(desc(lastUse), events.locationId)
    .limit(limit);
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}
