/**
 * Following artists and venues (SPEC §3 topic, §4 follow). Follower counts inside the cached artist
 * and venue answers may lag by the public cache time, like view and favourite counts; the follower
 * count call and the toggle's answer are always current.
 */
import type { TFollowToggleResponse, TopicKind } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { type Owner, ownerKey } from '../../lib/owner.ts';
import { ensureDevice } from '../devices/devices.service.ts';
import {
  countFollowers,
  countFollowersByTopic,
  countFollowsByDay,
  deleteFollow,
  findFollowedTopicIds,
  findFollowersOf,
  findFollowsOfOwners,
  findTopicKind,
  insertFollow,
  moveDeviceFollowsToUser,
  type Topic,
  topicOf,
} from './follows.repository.ts';

/** Whether an id names an artist or a venue; 404 when it is neither. */
export async function resolveTopic(db: DbOrTx, topicId: string): Promise<{ kind: TopicKind; topic: Topic }> {
  const kind = await findTopicKind(db, topicId);
  if (!kind) throw notFound.topic();
  return { kind, topic: topicOf(kind, topicId) };
}

/** Followers of one artist or one venue, for its page. */
export function countFollowersOf(db: DbOrTx, kind: TopicKind, id: string): Promise<number> {
  return countFollowers(db, topicOf(kind, id));
}

/** Follows made before a range and on each of its days, for a followers-over-time chart. */
export function countFollowsOfTopicByDay(
  db: DbOrTx,
  kind: TopicKind,
  id: string,
  range: { from: string; to: string },
) {
  return countFollowsByDay(db, topicOf(kind, id), range);
}

/** Followers of every artist or every venue (or only of those with `ids`), by its id. */
export function countFollowersOfEach(
  db: DbOrTx,
  kind: TopicKind,
  options: { ids?: readonly string[] } = {},
): Promise<Map<string, number>> {
  return countFollowersByTopic(db, kind, options);
}

/** Followers of a topic, which is an artist or a venue id; 404 when it is neither. */
export async function countTopicFollowers(db: DbOrTx, topicId: string): Promise<number> {
  return countFollowers(db, (await resolveTopic(db, topicId)).topic);
}

export async function listTopics(db: DbOrTx, owner: Owner): Promise<string[]> {
  return findFollowedTopicIds(db, owner);
}

/** Follows the artist or venue, or stops following it when already following. */
export async function toggleFollow(
  db: DbOrTx,
  owner: Owner,
  topicId: string,
): Promise<TFollowToggleResponse> {
  return db.transaction(async (tx) => {
    const { kind, topic } = await resolveTopic(tx, topicId);
    if ('deviceId' in owner) await ensureDevice(tx, { id: owner.deviceId });
    const removed = await deleteFollow(tx, owner, topic);
    if (!removed) await insertFollow(tx, owner, topic);
    return { id: topicId, kind, following: !removed, followers: await countFollowers(tx, topic) };
  });
}

/** Stops following; nothing happens when the owner was not following it. 404 for an unknown id. */
export async function unfollow(db: DbOrTx, owner: Owner, topicId: string): Promise<void> {
  const { topic } = await resolveTopic(db, topicId);
  await deleteFollow(db, owner, topic);
}

/** A visitor logged in: the device's follows become the account's; how many moved. */
export async function moveDeviceFollowsToAccount(
  db: DbOrTx,
  deviceId: string,
  userId: string,
): Promise<number> {
  return moveDeviceFollowsToUser(db, deviceId, userId);
}

/** What each owner follows, oldest follow first. */
export interface FollowedTopics {
  artistIds: string[];
  locationIds: string[];
}

/** The artists and venues each of these owners follows, by owner key (`u:…`, `d:…`). */
export async function followedTopicsOf(
  db: DbOrTx,
  owners: readonly Owner[],
): Promise<Map<string, FollowedTopics>> {
  const rows = await findFollowsOfOwners(db, {
    userIds: owners.flatMap((owner) => ('userId' in owner ? [owner.userId] : [])),
    deviceIds: owners.flatMap((owner) => ('deviceId' in owner ? [owner.deviceId] : [])),
  });
  const result = new Map<string, FollowedTopics>();
  for (const row of rows) {
    const key = ownerKey(row.userId ? { userId: row.userId } : { deviceId: row.deviceId! });
    const topics = result.get(key) ?? { artistIds: [], locationIds: [] };
    if (row.artistId) topics.artistIds.push(row.artistId);
    if (row.locationId) topics.locationIds.push(row.locationId);
    result.set(key, topics);
  }
  return result;
}

/** Everyone following the venue or any of the artists, once each: who hears of an event there. */
export async function followersOf(
  db: DbOrTx,
  topics: { venueId: string | null; artistIds: readonly string[] },
): Promise<Array<{ userId: string | null; deviceId: string | null }>> {
  return findFollowersOf(db, topics);
}
