/**
 * The demo data Glentia starts with on an empty database: about 40 venues in the four counties,
 * 60 artists, 400 events from a month ago to two months ahead with generated posters, ads, and
 * three accounts (admin, partner, user) whose passwords the summary lists — or, for a public site,
 * the same without any account.
 */
import type { Db } from '../client.ts';
import type { CatalogSizes, SeedSummary } from './catalog.ts';
import { mulberry32 } from './random.ts';
import { runSeed } from './run.ts';

export { DEMO_ACCOUNTS } from './accounts.ts';
export type { DemoAccount, SeedSummary } from './catalog.ts';

/** The seed of the demo's random source: the same data on every run. */
export const DEMO_SEED = 20_240_615;

export const DEMO_SIZES: CatalogSizes = {
  venues: 42,
  artists: 60,
  events: 420,
  posterArtists: 60,
  genericPosters: 0,
  artistImages: 28,
  venueImages: 16,
  albumCovers: 40,
};

export async function seedDemo(
  db: Db,
  options: { uploadsDir: string; today: string; random?: () => number; withoutAccounts?: boolean },
): Promise<SeedSummary> {
  return runSeed(db, {
    withoutAccounts: options.withoutAccounts ?? false,
    uploadsDir: options.uploadsDir,
    today: options.today,
    random: options.random ?? mulberry32(DEMO_SEED),
    sizes: DEMO_SIZES,
  });
}
