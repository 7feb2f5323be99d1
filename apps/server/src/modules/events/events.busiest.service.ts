/**
 * The artists and venues the first screen names (SPEC §7 `initialize`): those of the home page's
 * glentia, then those with the most upcoming events, a bounded few of each, by Greek name. The
 * events are counted here, where they are kept; the rest are found by search or asked by id.
 */
import type { TArtistSummary, TLocationSummary } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { byGreekName } from '../../lib/by-greek-name.ts';
import {
  type BusiestOptions,
  findBusiestArtistSummaries,
  findBusiestVenueSummaries,
} from './events.busiest.repository.ts';

/**
 * `first` (the billing of the home page's glentia), then the artists billed on the most upcoming
 * events: at most `max` in all, by name.
 */
export async function listBusiestArtists(
  db: DbOrTx,
  today: string,
  options: BusiestOptions,
): Promise<TArtistSummary[]> {
  return (await findBusiestArtistSummaries(db, today, options)).sort(byGreekName);
}

/**
 * `first` (the venues of the home page's glentia), then the venues with the most upcoming events:
 * at most `max` in all, by name.
 */
export async function listBusiestLocationSummaries(
  db: DbOrTx,
  today: string,
  options: BusiestOptions,
): Promise<TLocationSummary[]> {
  return (await findBusiestVenueSummaries(db, today, options)).sort(byGreekName);
}
