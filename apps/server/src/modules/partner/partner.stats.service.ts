/** The partner's chart of one event (SPEC §2 /partner): views and saves on each day. */
import { type Actor, can, daysOfRange, type TDayRangeQuery, type TEventDailyStatistics } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { requireAccess } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { resolveDayRange } from '../ads/ads.admin.service.ts';
import { viewsOfEventByDay } from '../events/events.service.ts';
import { countSavesByDay, findEventPartner } from './partner.stats.repository.ts';

/**
 * Views and saves per day of an event at one of the caller's venues. Another partner's event
 * answers as if it did not exist, so ids cannot be probed.
 */
export async function getEventDailyStatistics(
  db: DbOrTx,
  actor: Actor,
  eventId: string,
  query: TDayRangeQuery,
  now = new Date(),
): Promise<TEventDailyStatistics> {
  const caller = requireAccess(actor, 'view', 'partnerOverview');
  const range = resolveDayRange(query, now);
  const owner = await findEventPartner(db, eventId);
  if (!owner || !can(caller, 'viewStatistics', { type: 'venue', partnerId: owner.partnerId })) {
    throw notFound.event();
  }
  const [views, saves] = await Promise.all([
    viewsOfEventByDay(db, eventId, range),
    countSavesByDay(db, eventId, range),
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
