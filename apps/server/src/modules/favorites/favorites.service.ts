/** Favourite events (SPEC §4 favourite toggle): saved by a visitor's device or by an account. */
import { isPastDate, type TEvent, type TFavoriteToggleResponse, todayInAthens } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { BadRequestError, notFound } from '../../lib/errors.ts';
import type { Owner } from '../../lib/owner.ts';
import { ensureDevice } from '../devices/devices.service.ts';
import { findEventRowById, findEvents } from '../events/events.service.ts';
import {
  countEventFavorites,
  countFavoritesOfEvents,
  countSavesByDay,
  deleteFavorite,
  findFavoriteEventIds,
  insertFavorite,
  moveDeviceFavoritesToUser,
} from './favorites.repository.ts';

/** The most favourites one list returns; far more than anyone saves for the coming two months. */
const FAVORITES_LIMIT = 1000;

/** The owner's favourite events from today on, by date (SPEC §4: past favourites are dropped on load). */
export async function listFavoriteEvents(
  db: DbOrTx,
  owner: Owner,
  today = todayInAthens(),
): Promise<TEvent[]> {
  const ids = await findFavoriteEventIds(db, owner);
  if (ids.length === 0) return [];
  return findEvents(db, { ids, from: today, publishedOnly: true, limit: FAVORITES_LIMIT }, today);
}

/**
 * Saves the event, or un-saves it when already saved. Only published events that are not past can
 * be saved; a saved one can always be removed.
 */
export async function toggleFavorite(
  db: DbOrTx,
  owner: Owner,
  eventId: string,
  today = todayInAthens(),
): Promise<TFavoriteToggleResponse> {
  return db.transaction(async (tx) => {
    if ('deviceId' in owner) await ensureDevice(tx, { id: owner.deviceId });
    let favorite = false;
    if (!(await deleteFavorite(tx, owner, eventId))) {
      const row = await findEventRowById(tx, eventId);
      if (!row?.event.published) throw notFound.event();
      if (isPastDate(row.event.date, today)) {
        throw new BadRequestError(
          {
            el: 'Αυτό το γλέντι έχει ήδη γίνει· δεν μπαίνει στα αγαπημένα.',
            en: 'This glenti is over; it cannot be added to favourites.',
          },
          'EVENT_PAST',
        );
      }
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
