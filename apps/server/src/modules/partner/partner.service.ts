/** The partner page (SPEC §2 /partner): their venues' upcoming events and how they are doing. */
import { type Actor, type TPartnerOverview, type TReviewEvent, todayInAthens } from '@glentia/core';
import type { Db } from '../../db/client.ts';
import { requireAccess } from '../../lib/access.ts';
import { billingOf, eventNumbersBy, upcomingEventsOf } from '../events/events.dashboard.service.ts';
import { listPendingAtVenues } from '../events/events.moderation.service.ts';
import { favoriteCountsOf } from '../favorites/favorites.service.ts';
import { findPartnerVenues } from './partner.repository.ts';

export async function getPartnerOverview(db: Db, actor: Actor, now = new Date()): Promise<TPartnerOverview> {
  const caller = requireAccess(actor, 'view', 'partnerOverview');
  const today = todayInAthens(now);
  const venues = await findPartnerVenues(db, caller.id);
  const venueIds = venues.map((venue) => venue.id);
  const [countsByVenue, upcoming] = await Promise.all([
    eventNumbersBy(db, 'venue', venueIds, today),
    upcomingEventsOf(db, 'venue', venueIds, today),
  ]);
  const eventIds = upcoming.map((event) => event.id);
  const [favorites, billing] = await Promise.all([favoriteCountsOf(db, eventIds), billingOf(db, eventIds)]);

  const events = upcoming.map(({ id, date, time, locationId, published, canceled, views }) => ({
    id,
    date,
    time,
    locationId: locationId!,
    published,
    canceled,
    views,
    artists: (billing.get(id) ?? []).map((artist) => artist.name),
    favorites: favorites.get(id) ?? 0,
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
