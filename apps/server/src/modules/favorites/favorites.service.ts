/**
 * Favourite events (SPEC §4 favourite toggle): saved by a visitor's device or by an account. This
 * module keeps the saves and their counts; which events may be saved, and the saved events as a
 * list, are the events module's (events.saves.service.ts, whose routes serve `contract.favorites`).
 */
import type { TFavoriteToggleResponse } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Owner } from '../../lib/owner.ts';
import { ensureDevice } from '../devices/devices.service.ts';
import {
  countEventFavorites,
  countFavoritesOfEvents,
  countSavesByDay,
  deleteFavorite,
  findFavoriteEventIds,
  findSaversOf,
  insertFavorite,
  moveDeviceFavoritesToUser,
} from './favorites.repository.ts';

/**
 * Saves the event, or un-saves it when already saved. A saved one can always be removed; before a
 * save, `mustBeSavable` (the events module's rule: published and not past) throws when it may not be.
 */
export async function toggleFavorite(
  db: DbOrTx,
  owner: Owner,
  eventId: string,
  mustBeSavable: (tx: DbOrTx, eventId: string) => Promise<void>,
): Promise<TFavoriteToggleResponse> {
  return db.transaction(async (tx) => {
    if ('deviceId' in owner) await ensureDevice(tx, { id: owner.deviceId });
    let favorite = false;
    if (!(await deleteFavorite(tx, owner, eventId))) {
      await mustBeSavable(tx, eventId);
      await insertFavorite(tx, owner, eventId);
      favorite = true;
    }
    return { id: eventId, favorite, favorites: await countEventFavorites(tx, eventId) };
  });
}

/** The ids of the events the owner saved, for their private favourites feed. */
export async function listFavoriteEventIds(db: DbOrTx, owner: Owner): Promise<string[]> {
  return findFavoriteEventIds(db, owner);
}

/** A visitor logged in: the device's favourites become the account's; how many moved. */
export async function moveDeviceFavoritesToAccount(
  db: DbOrTx,
  deviceId: string,
  userId: string,
): Promise<number> {
  return moveDeviceFavoritesToUser(db, deviceId, userId);
}

/** How many people saved each of these events (0 when absent from the map). */
export async function favoriteCountsOf(
  db: DbOrTx,
  eventIds: readonly string[],
): Promise<Map<string, number>> {
  return countFavoritesOfEvents(db, eventIds);
}

/** Which of these events at least one person saved. */
export async function savedEventIdsAmong(db: DbOrTx, eventIds: readonly string[]): Promise<Set<string>> {
  const counts = await countFavoritesOfEvents(db, eventIds);
  return new Set([...counts].filter(([, total]) => total > 0).map(([eventId]) => eventId));
}

/** An event's saves per Crete day in `range` (days with none left out), for its partner's chart. */
export async function savesOfEventByDay(
  db: DbOrTx,
  eventId: string,
  range: { from: string; to: string },
): ReturnType<typeof countSavesByDay> {
  return countSavesByDay(db, eventId, range);
}

/** Everyone who saved the event: who hears that it changed or was removed. */
export async function saversOf(
  db: DbOrTx,
  eventId: string,
): Promise<Array<{ userId: string | null; deviceId: string | null }>> {
  return findSaversOf(db, eventId);
}
