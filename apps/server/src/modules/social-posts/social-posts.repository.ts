/** SQL for fetched social posts and the profiles they come from. */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { artists, locations, socialPosts } from '../../db/schema.ts';

export type SocialPostRow = typeof socialPosts.$inferSelect;

export interface InstagramOwner {
  username: string;
  artistId: string | null;
  locationId: string | null;
}

/** Venues and artists with an Instagram username. */
export async function findInstagramOwners(db: DbOrTx): Promise<InstagramOwner[]> {
  const username = (column: typeof locations.igProfile | typeof artists.igProfile) =>
    sql<string>`${column}->>'username'`;
  const [venues, people] = await Promise.all([
    db
      .select({ id: locations.id, username: username(locations.igProfile) })
      .from(locations)
      .where(isNotNull(sql`${locations.igProfile}->>'username'`)),
    db
      .select({ id: artists.id, username: username(artists.igProfile) })
      .from(artists)
      .where(isNotNull(sql`${artists.igProfile}->>'username'`)),
  ]);
  return [
    ...venues.map((venue) => ({ username: venue.username, locationId: venue.id, artistId: null })),
    ...people.map((artist) => ({ username: artist.username, artistId: artist.id, locationId: null })),
  ];
}

/** Stores posts not seen before (by source and external id); returns how many were new. */
export async function insertNewPosts(
  db: DbOrTx,
  posts: Array<typeof socialPosts.$inferInsert>,
): Promise<number> {
  if (posts.length === 0) return 0;
  const inserted = await db
    .insert(socialPosts)
    .values(posts)
    .onConflictDoNothing()
    .returning({ id: socialPosts.id });
  return inserted.length;
}

const listColumns = {
  post: socialPosts,
  artist: { id: artists.id, name: artists.name },
  location: { id: locations.id, name: locations.name },
};

export type SocialPostListRow = {
  post: SocialPostRow;
  artist: { id: string; name: string } | null;
  location: { id: string; name: string } | null;
};

export async function findPosts(db: DbOrTx, where: { status?: string; id?: string }, limit = 200) {
  const conditions = [];
  if (where.status) conditions.push(eq(socialPosts.status, where.status));
  if (where.id) conditions.push(eq(socialPosts.id, where.id));
  const rows = await db
    .select(listColumns)
    .from(socialPosts)
    .leftJoin(artists, eq(socialPosts.artistId, artists.id))
    .leftJoin(locations, eq(socialPosts.locationId, locations.id))
    .where(and(...conditions))
    .orderBy(desc(socialPosts.postedAt), desc(socialPosts.createdAt))
    .limit(limit);
  return rows as SocialPostListRow[];
}

export async function setPostStatus(
  db: DbOrTx,
  id: string,
  values: { status: string; eventId?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(socialPosts)
    .set(values)
    .where(eq(socialPosts.id, id))
    .returning({ id: socialPosts.id });
  return rows.length > 0;
}
