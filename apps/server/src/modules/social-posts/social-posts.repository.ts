/** SQL for fetched social posts and the profiles they come from. */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { socialPosts } from '../../db/schema.ts';

export type SocialPostRow = typeof socialPosts.$inferSelect;

export interface InstagramOwner {
  username: string;
  artistId: string | null;
  locationId: string | null;
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

export type SocialPostListRow = {
  post: SocialPostRow;
  artist: { id: string; name: string } | null;
  location: { id: string; name: string } | null;
};

/** Posts in one state or with one id, newest first. */
export async function findPosts(
  db: DbOrTx,
  where: { status?: string; id?: string },
  limit = 200,
): Promise<SocialPostRow[]> {
  const conditions = [];
  if (where.status) conditions.push(eq(socialPosts.status, where.status));
  if (where.id) conditions.push(eq(socialPosts.id, where.id));
  return db
    .select()
    .from(socialPosts)
    .where(and(...conditions))
    .orderBy(desc(socialPosts.postedAt), desc(socialPosts.createdAt))
    .limit(limit);
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
