/**
 * Saving events (SPEC §4 favourites): which events may be saved and the saved events as a list.
 * The saves themselves are the favorites module's; this side adds what only events know.
 */
import { isPastDate, type TEvent, type TFavoriteToggleResponse, todayInAthens } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { BadRequestError, notFound } from '../../lib/errors.ts';
import type { Owner } from '../../lib/owner.ts';
import { listFavoriteEventIds, toggleFavorite } from '../favorites/favorites.service.ts';
import { findEventRowById, findEvents } from './events.service.ts';

/** The most favourites one list returns; far more than anyone saves for the coming two months. */
const SAVED_LIMIT = 1000;

/** The owner's saved events from today on, by date (SPEC §4: past favourites are dropped on load). */
export async function listSavedEvents(db: DbOrTx, owner: Owner, today = todayInAthens()): Promise<TEvent[]> {
  const ids = await listFavoriteEventIds(db, owner);
  if (ids.length === 0) return [];
  return findEvents(db, { ids, from: today, publishedOnly: true, limit: SAVED_LIMIT }, today);
}

/** Only published events that are not past can be saved. */
async function mustBeSavable(db: DbOrTx, eventId: string, today: string): Promise<void> {
  const row = await findEventRowById(db, eventId);
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
}

/** Saves the event, or un-saves it when already saved (a saved one can always be removed). */
export async function toggleSavedEvent(
  db: DbOrTx,
  owner: Owner,
  eventId: string,
  today = todayInAthens(),
): Promise<TFavoriteToggleResponse> {
  return toggleFavorite(db, owner, eventId, (tx, id) => mustBeSavable(tx, id, today));
}
