/** SQL for favourites: events a person saved, by account or by visitor device. */
import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
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

/** How many people saved each of these events (events nobody saved are left out). */
export async function countFavoritesOfEvents(
  db: DbOrTx,
  eventIds: readonly string[],
): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: favorites.eventId, total: count() })
    .from(favorites)
    .where(inArray(favorites.eventId, [...eventIds]))
    .groupBy(favorites.eventId);
  return new Map(rows.map((row) => [row.eventId, Number(row.total)]));
}

/** Saves of an event made on each Crete day of the range (saves removed since are not counted). */
export async function countSavesByDay(db: DbOrTx, eventId: string, range: { from: string; to: string }) {
  const day = sql<string>`to_char(${favorites.createdAt} at time zone 'Europe/Athens', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, saves: sql<number>`count(*)`.mapWith(Number) })
    .from(favorites)
    .where(
      and(
        eq(favorites.eventId, eventId),
        // A day's margin either side of the range; the day expression picks the right rows.
        gte(favorites.createdAt, sql`(${range.from}::date - 1)::timestamptz`),
        lt(favorites.createdAt, sql`(${range.to}::date + 2)::timestamptz`),
      ),
    )
    .groupBy(day)
    .orderBy(asc(day));
  return rows.filter((row) => row.day >= range.from && row.day <= range.to);
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

/** Everyone who saved the event (an account or a device). */
export async function findSaversOf(
  db: DbOrTx,
  eventId: string,
): Promise<Array<{ userId: string | null; deviceId: string | null }>> {
  return db
    .selectDistinct({ userId: favorites.userId, deviceId: favorites.deviceId })
    .from(favorites)
    .where(eq(favorites.eventId, eventId));
}
