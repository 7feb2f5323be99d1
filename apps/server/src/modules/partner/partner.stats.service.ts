/**
 * The charts of the partner page and the artist page (SPEC §2 /partner, issue 31): an event's
 * views and saves on each day, and an artist page's followers over time.
 */
import {
  type Actor,
  can,
  daysOfRange,
  type TArtistFollowers,
  type TDayRangeQuery,
  type TEventDailyStatistics,
} from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { requireAccess } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { resolveDayRange } from '../ads/ads.admin.service.ts';
import { artistPageResource } from '../artists/artists.accounts.service.ts';
import { billingOf, partnerOfEvent } from '../events/events.dashboard.service.ts';
import { viewsOfEventByDay } from '../events/events.service.ts';
import { savesOfEventByDay } from '../favorites/favorites.service.ts';
import { countFollowsOfTopicByDay } from '../follows/follows.service.ts';

/** Whose numbers the caller reads: a partner's (events at their venues) or an artist's (their dates). */
export type StatisticsScope = 'venue' | 'artist';

/** Whether the caller may read this event's numbers in this scope. */
async function mayReadEvent(db: DbOrTx, actor: Actor, eventId: string, scope: StatisticsScope) {
  if (scope === 'venue') {
    const caller = requireAccess(actor, 'view', 'partnerOverview');
    const owner = await partnerOfEvent(db, eventId);
    return !!owner && can(caller, 'viewStatistics', { type: 'venue', partnerId: owner.partnerId });
  }
  const caller = requireAccess(actor, 'view', 'artistOverview');
  const billing = (await billingOf(db, [eventId])).get(eventId) ?? [];
  for (const { id: artistId } of billing) {
    if (can(caller, 'viewStatistics', await artistPageResource(db, artistId))) return true;
  }
  return false;
}

/**
 * Views and saves per day of an event at one of the caller's venues (partner) or with one of the
 * caller's pages on the bill (artist). Anyone else's event answers as if it did not exist, so ids
 * cannot be probed.
 */
export async function getEventDailyStatistics(
  db: DbOrTx,
  actor: Actor,
  eventId: string,
  query: TDayRangeQuery,
  scope: StatisticsScope = 'venue',
  now = new Date(),
): Promise<TEventDailyStatistics> {
  const range = resolveDayRange(query, now);
  if (!(await mayReadEvent(db, actor, eventId, scope))) throw notFound.event();
  const [views, saves] = await Promise.all([
    viewsOfEventByDay(db, eventId, range),
    savesOfEventByDay(db, eventId, range),
  ]);
  const viewsOn = new Map(views.map((row) => [row.day, row.views]));
  const savesOn = new Map(saves.map((row) => [row.day, row.saves]));
  return {
    eventId,
    ...range,
    days: daysOfRange(range.from, range.to).map((date) => ({
      date,
      views: viewsOn.get(date) ?? 0,
      saves: savesOn.get(date) ?? 0,
    })),
  };
}

/**
 * `GET /api/artist/pages/{id}/followers`: followers at the end of each day of the range and the
 * follows made that day, for an artist bound to the page (anyone else: 404).
 */
export async function getArtistFollowers(
  db: DbOrTx,
  actor: Actor,
  artistId: string,
  query: TDayRangeQuery,
  now = new Date(),
): Promise<TArtistFollowers> {
  const caller = requireAccess(actor, 'view', 'artistOverview');
  const range = resolveDayRange(query, now);
  if (!can(caller, 'viewStatistics', await artistPageResource(db, artistId))) throw notFound.artist();
  const { before, onDay } = await countFollowsOfTopicByDay(db, 'artist', artistId, range);
  let followers = before;
  return {
    artistId,
    ...range,
    days: daysOfRange(range.from, range.to).map((date) => {
      const made = onDay.get(date) ?? 0;
      followers += made;
      return { date, followers, new: made };
    }),
  };
}
