import type { TLocation, TLocationSummary } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { countFollowersOf, countFollowersOfEach } from '../follows/follows.service.ts';
import {
  findLocationById,
  findLocationSummaries,
  findLocationSummariesByIds,
  findLocations,
  type LocationRow,
} from './locations.repository.ts';

const byGreekName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'el');

function presentLocation(row: LocationRow, followers: number): TLocation {
  return {
    id: row.id,
    name: row.name,
    county: row.county,
    postalCode: row.postalCode,
    phone: row.phone,
    lat: row.lat,
    lng: row.lng,
    image: row.image,
    gender: row.gender,
    website: row.website,
    igProfile: row.igProfile ?? null,
    meta: row.meta ?? null,
    followers,
  };
}

/** Venue summaries by name, for pickers and the first screen. */
export async function listLocationSummaries(db: DbOrTx): Promise<TLocationSummary[]> {
  return (await findLocationSummaries(db)).sort(byGreekName);
}

/** Every venue with its full profile and follower count, by name. */
export async function listLocations(db: DbOrTx): Promise<TLocation[]> {
  const [rows, followers] = await Promise.all([findLocations(db), countFollowersOfEach(db, 'location')]);
  return rows.map((row) => presentLocation(row, followers.get(row.id) ?? 0)).sort(byGreekName);
}

export async function getLocation(db: DbOrTx, id: string): Promise<TLocation> {
  const row = await findLocationById(db, id);
  if (!row) throw notFound.location();
  return presentLocation(row, await countFollowersOf(db, 'location', id));
}

// Other modules read these through this service, never through the repository (biome.json).
export { findLocationById, findLocations, locationExists } from './locations.repository.ts';

/** The venues with these ids, as lists name them (ids not found are left out). */
export async function venueSummariesOf(db: DbOrTx, ids: string[]): Promise<TLocationSummary[]> {
  return findLocationSummariesByIds(db, ids);
}
