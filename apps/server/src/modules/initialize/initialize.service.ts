/**
 * The first screen's data (SPEC §7 `initialize`). Everything but the notifications is the same for
 * every visitor and is served from the public cache; the notifications are the caller's own.
 */
import { INITIALIZE_NAMES_MAX, type TInitialize, todayInAthens } from '@glentia/core';
import type { Config } from '../../config/env.ts';
import type { DbOrTx } from '../../db/client.ts';
import { listLiveAds } from '../ads/ads.service.ts';
import { listBusiestArtists, listBusiestLocationSummaries } from '../events/events.busiest.service.ts';
import { findEvents } from '../events/events.service.ts';
import { getStatistics } from '../statistics/statistics.service.ts';

export type SharedInitialize = Omit<TInitialize, 'notifications'>;

/** How many latest non-promoted events the home page lists (SPEC §9). */
export const HOME_LATEST = 5;
/** At most this many promoted events in the home carousel. */
export const HOME_PROMOTED = 20;

/** CHRISTMAS from 1 December to 6 January (Epiphany), unless configuration says otherwise. */
export function decorationFor(setting: Config['decoration'], today: string): TInitialize['decoration'] {
  if (setting === 'NONE') return null;
  if (setting === 'CHRISTMAS') return 'CHRISTMAS';
  const monthDay = today.slice(5);
  return monthDay >= '12-01' || monthDay <= '01-06' ? 'CHRISTMAS' : null;
}

/**
 * The home page's glentia, then the artists and venues the first screen names: theirs first, then
 * the busiest, at most INITIALIZE_NAMES_MAX of each (the rest are searched or asked by id).
 */
async function homeEventsWithNames(db: DbOrTx, today: string) {
  // As the home page's cards show them: a description is read on the event's own page.
  const upcoming = { from: today, publishedOnly: true, withoutDescription: true } as const;
  const [promoted, latest] = await Promise.all([
    findEvents(db, { ...upcoming, selected: true, limit: HOME_PROMOTED }, today),
    findEvents(db, { ...upcoming, selected: false, newestFirst: true, limit: HOME_LATEST }, today),
  ]);
  const glentia = [...promoted, ...latest].map(({ description: _description, ...event }) => event);
  const names = { max: INITIALIZE_NAMES_MAX };
  const [artists, locations] = await Promise.all([
    listBusiestArtists(db, today, {
      ...names,
      first: [...new Set(glentia.flatMap((event) => event.artists.map((artist) => artist.id)))],
    }),
    listBusiestLocationSummaries(db, today, {
      ...names,
      first: [...new Set(glentia.flatMap((event) => (event.location ? [event.location.id] : [])))],
    }),
  ]);
  return { glentia, artists, locations };
}

export async function buildSharedInitialize(
  db: DbOrTx,
  config: Pick<Config, 'decoration'>,
  now = new Date(),
): Promise<SharedInitialize> {
  const today = todayInAthens(now);
  const [ads, statistics, home] = await Promise.all([
    listLiveAds(db, today),
    getStatistics(db, now),
    homeEventsWithNames(db, today),
  ]);
  return { ads, statistics, decoration: decorationFor(config.decoration, today), ...home };
}
