/** The few columns the sitemap needs; only this file of the module touches SQL. */
import { and, asc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { artists, events, locations } from '../../db/schema.ts';

export interface SitemapRow {
  id: string;
  updatedAt: Date;
}

/** Published events on or after `today`, soonest first. */
export async function findUpcomingEventIds(db: DbOrTx, today: string, limit: number): Promise<SitemapRow[]> {
  return db
    .select({ id: events.id, updatedAt: events.updatedAt })
    .from(events)
    .where(and(eq(events.published, true), gte(events.date, today)))
    .orderBy(asc(events.date), asc(events.id))
    .limit(limit);
}

export async function findLocationIds(db: DbOrTx, limit: number): Promise<SitemapRow[]> {
  return db
    .select({ id: locations.id, updatedAt: locations.updatedAt })
    .from(locations)
    .orderBy(asc(locations.name), asc(locations.id))
    .limit(limit);
}

export async function findArtistIds(db: DbOrTx, limit: number): Promise<SitemapRow[]> {
  return db
    .select({ id: artists.id, updatedAt: artists.updatedAt })
    .from(artists)
    .orderBy(asc(artists.name), asc(artists.id))
    .limit(limit);
}
