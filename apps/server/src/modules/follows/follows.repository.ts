import type { TopicKind } from '@glentia/core';
import { and, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { affectedRows } from '../../db/results.ts';
import { artistSummaries, follows, venueSummaries } from '../../db/schema.ts';
import type { Owner } from '../../lib/owner.ts';

export type Topic = { artistId: string } | { locationId: string };

function topicCondition(topic: Topic) {
  return 'artistId' in topic
    ? eq(follows.artistId, topic.artistId)
    : eq(follows.locationId, topic.locationId);
}

function ownedBy(owner: Owner) {
  return 'userId' in owner ? eq(follows.userId, owner.userId) : eq(follows.deviceId, owner.deviceId);
}

export function topicOf(kind: TopicKind, id: string): Topic {
  return kind === 'artist' ? { artistId: id } : { locationId: id };
}

/** Whether an id names an artist or a venue (ids are UUIDs, so never both); null when neither. */
export async function findTopicKind(db: DbOrTx, id: string): Promise<TopicKind | null> {
  const [artist] = await db
    .select({ id: artistSummaries.id })
    .from(artistSummaries)
    .where(eq(artistSummaries.id, id))
    .limit(1);
  if (artist) return 'artist';
  const [location] = await db
    .select({ id: venueSummaries.id })
    .from(venueSummaries)
    .where(eq(venueSummaries.id, id))
    .limit(1);
  return location ? 'location' : null;
}

/** Followers of one artist or one venue. */
export async function countFollowers(db: DbOrTx, topic: Topic): Promise<number> {
  const [row] = await db.select({ total: count() }).from(follows).where(topicCondition(topic));
  return Number(row?.total ?? 0);
}

/** Followers of every artist or every venue (or only of those with `ids`), by its id. */
export async function countFollowersByTopic(
  db: DbOrTx,
  kind: TopicKind,
  { ids }: { ids?: readonly string[] } = {},
): Promise<Map<string, number>> {
  const column = kind === 'artist' ? follows.artistId : follows.locationId;
  const rows = await db
    .select({ id: column, total: count() })
    .from(follows)
    .where(ids ? inArray(column, [...ids]) : isNotNull(column))
    .groupBy(column);
  return new Map(rows.map((row) => [row.id!, Number(row.total)]));
}

/** The artists and venues an owner follows, oldest follow first. */
export async function findFollowedTopicIds(db: DbOrTx, owner: Owner): Promise<string[]> {
  const rows = await db
    .select({ artistId: follows.artistId, locationId: follows.locationId })
    .from(follows)
    .where(ownedBy(owner))
    .orderBy(follows.createdAt, follows.id);
  return rows.map((row) => (row.artistId ?? row.locationId)!);
}

export async function insertFollow(db: DbOrTx, owner: Owner, topic: Topic): Promise<void> {
  await db
    .insert(follows)
    .values({ ...owner, ...topic })
    .onConflictDoNothing();
}

/** Removes the follow; true when there was one. */
export async function deleteFollow(db: DbOrTx, owner: Owner, topic: Topic): Promise<boolean> {
  const removed = await db
    .delete(follows)
    .where(and(ownedBy(owner), topicCondition(topic)))
    .returning({ id: follows.id });
  return removed.length > 0;
}

/** Gives the device's follows to the account (its own follow of the same topic wins); how many moved. */
export async function moveDeviceFollowsToUser(db: DbOrTx, deviceId: string, userId: string): Promise<number> {
  const moved = affectedRows(
    await db.execute(sql`
      update follows set user_id = ${userId}, device_id = null
      where device_id = ${deviceId}
        and not exists (
          select 1 from follows mine where mine.user_id = ${userId}
            and (mine.artist_id = follows.artist_id or mine.location_id = follows.location_id))`),
  );
  await db.execute(sql`delete from follows where device_id = ${deviceId}`);
  return moved;
}

/** Every follow of these accounts and visitor devices, oldest first. */
export async function findFollowsOfOwners(
  db: DbOrTx,
  owners: { userIds: readonly string[]; deviceIds: readonly string[] },
) {
  const who = [];
  if (owners.userIds.length) who.push(inArray(follows.userId, [...owners.userIds]));
  if (owners.deviceIds.length) who.push(inArray(follows.deviceId, [...owners.deviceIds]));
  if (who.length === 0) return [];
  return db
    .select({
      userId: follows.userId,
      deviceId: follows.deviceId,
      artistId: follows.artistId,
      locationId: follows.locationId,
    })
    .from(follows)
    .where(or(...who))
    .orderBy(follows.createdAt, follows.id);
}

/**
 * Follows of one artist or venue made before the range (still following), and those made on each
 * Crete day of it: what a followers-over-time chart needs (unfollows leave no trace to count).
 */
export async function countFollowsByDay(db: DbOrTx, topic: Topic, range: { from: string; to: string }) {
  const day = sql<string>`to_char(${follows.createdAt} at time zone 'Europe/Athens', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, total: count() })
    .from(follows)
    .where(and(topicCondition(topic), sql`${day} <= ${range.to}`))
    .groupBy(day);
  let before = 0;
  const onDay = new Map<string, number>();
  for (const row of rows) {
    if (row.day < range.from) before += Number(row.total);
    else onDay.set(row.day, Number(row.total));
  }
  return { before, onDay };
}

/** Everyone following the venue or any of the artists, once each (an account or a device). */
export async function findFollowersOf(
  db: DbOrTx,
  topics: { venueId: string | null; artistIds: readonly string[] },
): Promise<Array<{ userId: string | null; deviceId: string | null }>> {
  const conditions = [
    ...(topics.venueId ? [eq(follows.locationId, topics.venueId)] : []),
    ...(topics.artistIds.length > 0 ? [inArray(follows.artistId, [...topics.artistIds])] : []),
  ];
  if (conditions.length === 0) return [];
  return db
    .selectDistinct({ userId: follows.userId, deviceId: follows.deviceId })
    .from(follows)
    .where(or(...conditions));
}
