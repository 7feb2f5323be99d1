/** SQL for favourites: events a person saved, by account or by visitor device. */
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { affectedRows } from '../../db/results.ts';
import { favorites } from '../../db/schema.ts';
import type { Owner } from '../../lib/owner.ts';

function ownedBy(owner: Owner) {
  return 'userId' in owner ? eq(favorites.userId, owner.userId) : eq(favorites.deviceId, owner.deviceId);
}

export async function findFavoriteEventIds(db: DbOrTx, owner: Owner): Promise<string[]> {
  const rows = await db.select({ eventId: favorites.eventId }).from(favorites).where(ownedBy(owner));
  return rows.map((row) => row.eventId);
}

/** Removes the favourite; true when there was one. */
export async function deleteFavorite(db: DbOrTx, owner: Owner, eventId: string): Promise<boolean> {
  const removed = await db
    .delete(favorites)
    .where(and(ownedBy(owner), eq(favorites.eventId, eventId)))
    .returning({ id: favorites.id });
  return removed.length > 0;
}

export async function insertFavorite(db: DbOrTx, owner: Owner, eventId: string): Promise<void> {
  await db
    .insert(favorites)
    .values({ eventId, ...owner })
    .onConflictDoNothing();
}

export async function countEventFavorites(db: DbOrTx, eventId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(favorites).where(eq(favorites.eventId, eventId));
  return Number(row?.total ?? 0);
}

/** Gives the device's favourites to the account (its own copy of the same one wins); how many moved. */
export async function moveDeviceFavoritesToUser(
  db: DbOrTx,
  deviceId: string,
  userId: string,
): Promise<number> {
  const moved = affectedRows(
    await db.execute(sql`
      update favorites set user_id = ${userId}, device_id = null
      where device_id = ${deviceId}
        and not exists (select 1 from favorites mine where mine.user_id = ${userId} and mine.event_id = favorites.event_id)`),
  );
  await db.execute(sql`delete from favorites where device_id = ${deviceId}`);
  return moved;
}
