import { addMonths, type TEventPlaces, type TEventPlacesQuery, todayInAthens } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { countEventsByPlace } from './events.repository.ts';

/**
 * The map's venues for a filter (range defaulting to today → two months after `from`): each with
 * its number of events and the soonest date. The answer has one entry per venue, so it stays the
 * same size however many nights the calendar holds.
 */
export async function listPublicEventPlaces(
  db: DbOrTx,
  query: TEventPlacesQuery,
  today = todayInAthens(),
): Promise<TEventPlaces> {
  const from = query.from ?? today;
  const places = await countEventsByPlace(db, {
    from,
    to: query.to ?? addMonths(from, 2),
    counties: query.county,
    artistIds: query.artist,
    locationIds: query.location,
    publishedOnly: true,
  });
  return { places, total: places.reduce((sum, place) => sum + place.count, 0) };
}
