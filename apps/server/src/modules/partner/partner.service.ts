/** The partner page (SPEC §2 /partner): their venues' upcoming events and how they are doing. */
import { type Actor, type TPartnerOverview, type TReviewEvent, todayInAthens } from '@glentia/core';
import type { Db } from '../../db/client.ts';
import { requireAccess } from '../../lib/access.ts';
import { listPendingAtVenues } from '../events/events.moderation.service.ts';
import {
  countFavoritesOf,
  countVenueEvents,
  findArtistNamesOf,
  findPartnerVenues,
  findUpcomingVenueEvents,
} from './partner.repository.ts';

export async function getPartnerOverview(db: Db, actor: Actor, now = new Date()): Promise<TPartnerOverview> {
  const caller = requireAccess(actor, 'view', 'partnerOverview');
  const today = todayInAthens(now);
  const venues = await findPartnerVenues(db, caller.id);
  const venueIds = venues.map((venue) => venue.id);
  const [counts, upcoming] = await Promise.all([
    countVenueEvents(db, venueIds, today),
    findUpcomingVenueEvents(db, venueIds, today),
  ]);
  const eventIds = upcoming.map((event) => event.id);
  const [favorites, artistNames] = await Promise.all([
    countFavoritesOf(db, eventIds),
    findArtistNamesOf(db, eventIds),
  ]);
  const countsByVenue = new Map(counts.map((row) => [row.locationId, row]));

  const events = upcoming.map((event) => ({
    ...event,
    locationId: event.locationId!,
    artists: artistNames.get(event.id) ?? [],
    favorites: favorites.get(event.id) ?? 0,
  }));
  const venueRows = venues.map((venue) => {
    const numbers = countsByVenue.get(venue.id);
    return {
      ...venue,
      upcoming: numbers?.upcoming ?? 0,
      past: numbers?.past ?? 0,
      views: numbers?.views ?? 0,
      favorites: events.filter((e) => e.locationId === venue.id).reduce((total, e) => total + e.favorites, 0),
    };
  });
  return {
    venues: venueRows,
    upcoming: events,
    totals: {
      upcoming: venueRows.reduce((total, v) => total + v.upcoming, 0),
      views: venueRows.reduce((total, v) => total + v.views, 0),
      favorites: venueRows.reduce((total, v) => total + v.favorites, 0),
    },
  };
}

/**
 * `GET /api/partner/glentia/pending`: dates waiting at the partner's venues (an artist's, or
 * anyone's), which the partner approves or sends back as an admin would.
 */
export async function listPartnerPending(db: Db, actor: Actor, now = new Date()): Promise<TReviewEvent[]> {
  const caller = requireAccess(actor, 'view', 'partnerOverview');
  const venues = await findPartnerVenues(db, caller.id);
  return listPendingAtVenues(
    { db },
    venues.map((venue) => venue.id),
    todayInAthens(now),
  );
}
