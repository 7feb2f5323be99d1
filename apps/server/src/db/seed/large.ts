/**
 * A large data set for load tests and for trying Glentia with a busy season: the demo's
 * generator scaled to `events` events, with proportionally more venues and artists. Pictures are
 * limited to a fixed set (60 posters, some profile pictures and album covers) reused across the
 * rows, so it stays fast.
 */
import type { Db } from '../client.ts';
import type { CatalogSizes, SeedSummary } from './catalog.ts';
import { mulberry32 } from './random.ts';
import { runSeed } from './run.ts';

export const LARGE_SEED = 31_415_926;

/**
 * The most artists a data set holds. An island has only so many performers: past this, more events
 * mean more nights for each (and the name generator's fictional names, about 3,000, are not used up).
 */
export const LARGE_MAX_ARTISTS = 2_000;

/**
 * Sizes for `events` events: one venue per 50 events and one artist per 33 (at most
 * LARGE_MAX_ARTISTS), at least the demo's.
 */
export function largeSizes(events: number): CatalogSizes {
  return {
    venues: Math.max(40, Math.round(events / 50)),
    artists: Math.min(LARGE_MAX_ARTISTS, Math.max(60, Math.round(events / 33))),
    events,
    posterArtists: 48,
    genericPosters: 12,
    artistImages: 40,
    venueImages: 30,
    albumCovers: 40,
  };
}

export async function seedLarge(
  db: Db,
  options: { uploadsDir: string; today: string; events: number; random?: () => number },
): Promise<SeedSummary> {
  return runSeed(db, {
    uploadsDir: options.uploadsDir,
    today: options.today,
    random: options.random ?? mulberry32(LARGE_SEED),
    sizes: largeSizes(options.events),
  });
}
