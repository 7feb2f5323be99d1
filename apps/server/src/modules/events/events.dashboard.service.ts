/**
 * What the partner and artist pages read of events: the numbers of a partner's venues or an
 * artist's pages, their coming dates, each date's billing, and whose venue an event is at.
 */
import type { TArtistSummary } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import {
  countEventsBy,
  type DashboardKey,
  findEventPartner,
  findUpcomingEventsOf,
} from './events.dashboard.repository.ts';
import { findArtistsOfEvents } from './events.repository.ts';

export type { DashboardKey } from './events.dashboard.repository.ts';

/** Per venue or artist id: published upcoming and past events, and the views of all of them. */
export async function eventNumbersBy(
  db: DbOrTx,
  by: DashboardKey,
  ids: readonly string[],
  today: string,
): Promise<Map<string, { upcoming: number; past: number; views: number }>> {
  const rows = await countEventsBy(db, by, ids, today);
  return new Map(rows.map(({ id, ...numbers }) => [id, numbers]));
}

/** Upcoming events (published or waiting) at these venues or with these artists, soonest first. */
export async function upcomingEventsOf(
  db: DbOrTx,
  by: DashboardKey,
  ids: readonly string[],
  today: string,
): ReturnType<typeof findUpcomingEventsOf> {
  return findUpcomingEventsOf(db, by, ids, today);
}

/** The artists of each event, in billing order. */
export async function billingOf(
  db: DbOrTx,
  eventIds: readonly string[],
): Promise<Map<string, TArtistSummary[]>> {
  return findArtistsOfEvents(db, eventIds);
}

/** The partner running the venue of this event (null when none or no such event). */
export async function partnerOfEvent(
  db: DbOrTx,
  eventId: string,
): Promise<{ partnerId: string | null } | null> {
  return findEventPartner(db, eventId);
}
